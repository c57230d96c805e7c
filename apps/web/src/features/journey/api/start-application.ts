import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * "Apply" on the list of apartments. The request's module, with the lease transaction's schema (the
 * largest the journey builds), is fetched when Apply is pressed: the list opens without building it.
 */
export function useStartApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (unitId: number) => {
      const { startApplication } = await import('./transactions');
      return startApplication(queryClient, unitId);
    },
  });
}
