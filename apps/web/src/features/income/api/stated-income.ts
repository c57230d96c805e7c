import type { Applicant } from '@portal/domain/schemas/lease-transaction';
import type { statedIncomeAssetsSchema } from '@portal/domain/schemas/stated-income';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { applicantQueryKey } from '@/features/journey/api/applicant';
import { apiRequest } from '@/lib/api-client';

/** Dollars as typed ("52,000"); the API strips the commas and keeps cents. */
export type StatedIncomeBody = z.input<typeof statedIncomeAssetsSchema>;

/** PUT /api/applicant/{id}/ {stated_income, stated_assets} (spec part 2 §7). */
export function saveStatedIncome(applicantId: number, body: StatedIncomeBody): Promise<Applicant> {
  return apiRequest<Applicant>(`/api/applicant/${applicantId}/`, { method: 'PUT', body });
}

export function useSaveStatedIncome(applicantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatedIncomeBody) => saveStatedIncome(applicantId, body),
    onSuccess: (applicant) => queryClient.setQueryData(applicantQueryKey(applicantId), applicant),
  });
}
