import type {
  IdentitySession,
  IdentityVerification,
  IdentityVerificationAnswer,
  IdentityVerificationResult,
  IdentityVerificationStart,
} from '@portal/domain/schemas/identity-verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { transactionQueryKey } from '@/features/journey/api/transaction-query-key';
import { getTransaction } from '@/features/journey/api/transactions';
import { apiRequest } from '@/lib/api-client';

const verificationPath = (transactionId: number) =>
  `/api/transactions/${transactionId}/identity-verification/` as const;
const verificationQueryKey = (transactionId: number) => ['identity', 'verification', transactionId] as const;

/** GET …/identity-verification/: the caller's status, the live passcode's tries, the open questions. */
export function useIdentityVerification(transactionId: number) {
  return useQuery({
    queryKey: verificationQueryKey(transactionId),
    queryFn: ({ signal }): Promise<IdentityVerification> =>
      apiRequest<IdentityVerification>(verificationPath(transactionId), { signal }),
  });
}

/**
 * POST …/identity-verification/: a passcode sent, questions asked, or a photo ID sent for review (which
 * finishes the step: the transaction is read again for the way on).
 */
export function useStartIdentityVerification(transactionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IdentityVerificationStart): Promise<IdentityVerification> =>
      apiRequest<IdentityVerification>(verificationPath(transactionId), { method: 'POST', body }),
    onSuccess: async (verification) => {
      // Both at once: the page would otherwise show the finished step while the transaction is read.
      if (verification.status === 'pending_review')
        queryClient.setQueryData(transactionQueryKey(transactionId), await getTransaction(transactionId));
      queryClient.setQueryData(verificationQueryKey(transactionId), verification);
    },
  });
}

/** PATCH …/identity-verification/: the code, the answers or the document check; verified finishes the step. */
export function useAnswerIdentityVerification(transactionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IdentityVerificationAnswer): Promise<IdentityVerificationResult> =>
      apiRequest<IdentityVerificationResult>(verificationPath(transactionId), {
        method: 'PATCH',
        body,
      }),
    onSuccess: async (result) => {
      if (result.outcome === 'verified')
        queryClient.setQueryData(transactionQueryKey(transactionId), await getTransaction(transactionId));
      queryClient.setQueryData(verificationQueryKey(transactionId), result.identity_verification);
    },
  });
}

/** POST …/plaid-identity-verification/: the provider's document + selfie window for the caller. */
export function startDocumentCheck(transactionId: number): Promise<IdentitySession> {
  return apiRequest<IdentitySession>(`/api/transactions/${transactionId}/plaid-identity-verification/`, {
    method: 'POST',
  });
}
