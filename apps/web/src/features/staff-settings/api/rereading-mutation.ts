import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A change after which, whatever the answer, the reads under `queryKeys` are read again; the call settles
 * once they are, so that what the page shows is true when the form says it is done.
 */
export function useRereadingMutation<Variables, Result>(
  queryKeys: readonly QueryKey[],
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
