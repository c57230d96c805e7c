import type { Employer, EmployerInput } from '@portal/domain/schemas/employer';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isNotFoundError } from '@/lib/api-client';

const employerPath = (applicantId: number) => `/api/applicant-employer/${applicantId}/` as const;
const employerQueryKey = (applicantId: number) => ['income', 'employer', applicantId] as const;

/** GET /api/applicant-employer/{id}/: the employer the applicant gave, or null before they gave one (404). */
export async function getEmployer(applicantId: number, signal?: AbortSignal): Promise<Employer | null> {
  try {
    return await apiRequest<Employer>(employerPath(applicantId), signal ? { signal } : {});
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}

export function useEmployer(applicantId: number) {
  return useQuery(
    queryOptions({
      queryKey: employerQueryKey(applicantId),
      queryFn: ({ signal }) => getEmployer(applicantId, signal),
    }),
  );
}

/** POST /api/applicant-employer/{id}/ (spec part 2 §7): the employer's name and address. */
export function saveEmployer(applicantId: number, employer: EmployerInput): Promise<Employer> {
  return apiRequest<Employer>(employerPath(applicantId), { method: 'POST', body: employer });
}

export function useSaveEmployer(applicantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employer: EmployerInput) => saveEmployer(applicantId, employer),
    onSuccess: (employer) => queryClient.setQueryData(employerQueryKey(applicantId), employer),
  });
}
