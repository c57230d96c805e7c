import type {
  IdentityReview,
  IdentityReviewDecision,
  IdentityReviewList,
  IdentityReviewOutcome,
} from '@portal/domain/schemas/identity-review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const reviewsQueryKey = ['staff', 'identity-reviews'] as const;

/** GET /api/staff/identity-reviews/: the photo IDs waiting in the staff member's company, oldest first. */
export function useIdentityReviews() {
  return useQuery({
    queryKey: reviewsQueryKey,
    queryFn: async ({ signal }): Promise<IdentityReview[]> =>
      (await apiRequest<IdentityReviewList>('/api/staff/identity-reviews/', { signal })).results,
  });
}

/** POST /api/staff/identity-reviews/{id}/decision/: approve or reject; the list is read again after. */
export function useDecideIdentityReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reviewId,
      decision,
    }: {
      reviewId: number;
      decision: IdentityReviewDecision;
    }): Promise<IdentityReviewOutcome> =>
      apiRequest<IdentityReviewOutcome>(`/api/staff/identity-reviews/${reviewId}/decision/`, {
        method: 'POST',
        body: decision,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
