import type { Applicant, ApplicantAddress } from '@portal/domain/schemas/lease-transaction';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const applicantQueryKey = (applicantId: number) => ['journey', 'applicant', applicantId] as const;

/** GET /api/applicant/{id}/: the caller's own applicant record (current address, move-in date). */
export function getApplicant(applicantId: number, signal?: AbortSignal): Promise<Applicant> {
  return apiRequest<Applicant>(`/api/applicant/${applicantId}/`, signal ? { signal } : {});
}

export function applicantQuery(applicantId: number) {
  return queryOptions({
    queryKey: applicantQueryKey(applicantId),
    queryFn: ({ signal }) => getApplicant(applicantId, signal),
  });
}

export function useApplicant(applicantId: number, enabled = true) {
  return useQuery({ ...applicantQuery(applicantId), enabled: enabled && applicantId > 0 });
}

/** PUT /api/applicant/{id}/: saves the current address (the ZIP code must be in the state). */
export function saveApplicantAddress(applicantId: number, address: ApplicantAddress): Promise<Applicant> {
  return apiRequest<Applicant>(`/api/applicant/${applicantId}/`, { method: 'PUT', body: address });
}

export function useSaveApplicantAddress(applicantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: ApplicantAddress) => saveApplicantAddress(applicantId, address),
    onSuccess: (applicant) => queryClient.setQueryData(applicantQueryKey(applicantId), applicant),
  });
}
