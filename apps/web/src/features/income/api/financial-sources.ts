import type { BankingData, FinancialSource } from '@portal/domain/schemas/financial-sources';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LinkedDocumentsBody, NewSourceBody, SourceEditBody } from '../lib/source-form';

export const bankingDataQueryKey = (transactionId: number | string) =>
  ['income', 'financial-sources', String(transactionId)] as const;

const sourcesPath = (transactionId: number | string) =>
  `/api/transaction/${encodeURIComponent(String(transactionId))}/financial-sources/` as const;

/** GET …/financial-sources/: the caller's sources by stream with totals, and their income requirement. */
export function getBankingData(transactionId: number | string, signal?: AbortSignal): Promise<BankingData> {
  return apiRequest<BankingData>(sourcesPath(transactionId), signal ? { signal } : {});
}

export function bankingDataQuery(transactionId: number | string) {
  return queryOptions({
    queryKey: bankingDataQueryKey(transactionId),
    queryFn: ({ signal }) => getBankingData(transactionId, signal),
  });
}

export function useBankingData(transactionId: number | string) {
  return useQuery(bankingDataQuery(transactionId));
}

/** POST …/financial-sources/ report_no_income_assets='True': "I Don't Have Income or Assets". */
export function reportNoIncomeAssets(transactionId: number | string): Promise<BankingData> {
  return apiRequest<BankingData>(sourcesPath(transactionId), {
    method: 'POST',
    body: { report_no_income_assets: 'True' },
  });
}

/** POST …/financial-sources/: a manually added source with its uploaded documents. */
export function addFinancialSource(
  transactionId: number | string,
  body: NewSourceBody,
): Promise<FinancialSource> {
  return apiRequest<FinancialSource>(sourcesPath(transactionId), { method: 'POST', body });
}

export interface SourceEdit {
  sourceId: number;
  body: SourceEditBody | LinkedDocumentsBody;
}

/** PATCH …/financial-sources/{sourceId}/: the applicant's edit, which sends the source back to review. */
export function updateFinancialSource(
  transactionId: number | string,
  { sourceId, body }: SourceEdit,
): Promise<FinancialSource> {
  return apiRequest<FinancialSource>(`${sourcesPath(transactionId)}${sourceId}/`, {
    method: 'PATCH',
    body,
  });
}

/** DELETE …/financial-sources/{sourceId}/. */
export function removeFinancialSource(transactionId: number | string, sourceId: number): Promise<undefined> {
  return apiRequest<undefined>(`${sourcesPath(transactionId)}${sourceId}/`, { method: 'DELETE' });
}

/** DELETE …/financial-sources/: Start Over, every source and the "no income or assets" answer. */
export function removeAllFinancialSources(transactionId: number | string): Promise<undefined> {
  return apiRequest<undefined>(sourcesPath(transactionId), { method: 'DELETE' });
}

/** Every change refetches the banking data before it counts as done, so the next screen shows it. */
function useSourcesMutation<Input, Output>(
  transactionId: number | string,
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankingDataQueryKey(transactionId) }),
  });
}

export function useReportNoIncomeAssets(transactionId: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reportNoIncomeAssets(transactionId),
    // Marked stale but not refetched yet: the intro stays on screen while the step is completed.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: bankingDataQueryKey(transactionId), refetchType: 'none' }),
  });
}

export function useAddFinancialSource(transactionId: number | string) {
  return useSourcesMutation(transactionId, (body: NewSourceBody) => addFinancialSource(transactionId, body));
}

export function useUpdateFinancialSource(transactionId: number | string) {
  return useSourcesMutation(transactionId, (edit: SourceEdit) => updateFinancialSource(transactionId, edit));
}

export function useRemoveFinancialSource(transactionId: number | string) {
  return useSourcesMutation(transactionId, (sourceId: number) =>
    removeFinancialSource(transactionId, sourceId),
  );
}

export function useRemoveAllFinancialSources(transactionId: number | string) {
  return useSourcesMutation(transactionId, () => removeAllFinancialSources(transactionId));
}
