import type { CriminalReview, CriminalReviewResponse } from '@portal/domain/schemas/criminal-review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isNotFoundError } from '@/lib/api-client';

/** GET: the criminal review letter sent to the signed-in applicant, a PDF. */
export const criminalReviewLetterUrl = (transactionId: number) =>
  `/api/transactions/${transactionId}/documents/?document_type=criminal_review_letter`;

const criminalReviewKey = (transactionId: number) => ['criminal-review', transactionId] as const;

/** The letter sent to the caller and their answer; null while no letter was sent to them. */
export function useCriminalReview(transactionId: number) {
  return useQuery({
    queryKey: criminalReviewKey(transactionId),
    queryFn: async ({ signal }): Promise<CriminalReview | null> => {
      try {
        return await apiRequest<CriminalReview>(`/api/transactions/${transactionId}/criminal-review/`, {
          signal,
        });
      } catch (error) {
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
  });
}

/** POST the answer; the letter is read again, whatever the outcome (a 409 means it was already answered). */
export function useAnswerCriminalReview(transactionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (response: CriminalReviewResponse) =>
      apiRequest<CriminalReview>(`/api/transactions/${transactionId}/criminal-review/response/`, {
        method: 'POST',
        body: response,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: criminalReviewKey(transactionId) }),
  });
}
