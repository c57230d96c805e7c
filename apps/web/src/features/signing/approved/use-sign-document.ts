import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { applicantQueryKey } from '@/features/journey/api/applicant';
import { transactionQueryKey } from '@/features/journey/api/transaction-query-key';
import { transactionQuery } from '@/features/journey/api/transactions';
import { isApiRequestError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { refusalMessage } from '@/lib/failure-message';
import type { TFunction } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import { useMarkJustSigned } from '@/shared/journey-step/transaction-context';
import { statusPages } from '@/shared/status/status-page-paths';
import { justSignedState } from '@/shared/status/status-pages';
import { LAUNCHER_LOAD_ERROR, loadESignLauncher } from '../lib/load-esign-launcher';
import { completeLeaseSigning, getESignConfig } from './api/esign-config';

/** What went wrong, in the catalog's words (spec part 2 §8, Signing). */
function signingFailure(t: TFunction, error: unknown): string {
  if (isApiRequestError(error) && error.status === 409) return t('signing.common.alreadySigned');
  if (error instanceof Error && error.message === LAUNCHER_LOAD_ERROR)
    return t('signing.launcher.loadFailed');
  return refusalMessage(error, t('approvedFlow.errors.signing'));
}

/**
 * Signing one document: its e-signature config, then the provider's launcher. Once signed, the page is
 * completed, the applicant and the transaction read again; with nothing left to sign, `onAllSigned`, or
 * else lease-signed.
 */
export function useSignDocument(transaction: LeaseTransaction, onAllSigned?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const community = useCommunity();
  const markJustSigned = useMarkJustSigned();
  // The config request, and the recording of a signature: either keeps the sign buttons disabled.
  const [requesting, setRequesting] = useState<number | null>(null);
  const [finishing, setFinishing] = useState<number | null>(null);
  const busyDocument = requesting ?? finishing;
  const [error, setError] = useState<string | null>(null);

  const finish = async (documentId: number) => {
    setFinishing(documentId);
    // Told before anything is awaited: the signature is in the transaction already, and a realtime event
    // can bring it to this page before lease-signed is shown (see TransactionLayout).
    markJustSigned();
    try {
      const applicant = await completeLeaseSigning(transaction, documentId);
      queryClient.setQueryData(applicantQueryKey(applicant.id), applicant);
      if (applicant.is_pending_signature || onAllSigned) {
        await queryClient.invalidateQueries({ queryKey: transactionQueryKey(transaction.id) });
        if (!applicant.is_pending_signature) onAllSigned?.();
        return;
      }
      // Lease-signed first, then the fresh transaction: read while this page is still shown, it would send
      // the last signer on to pending-confirmation before lease-signed has loaded.
      await navigate(transactionPath(community.slug, transaction.id, statusPages.leaseSigned), {
        state: justSignedState,
      });
      const fresh = await queryClient.fetchQuery({ ...transactionQuery(transaction.id), staleTime: 0 });
      const signedEvent = { event: TransactionStep.Signed, applicant: applicant.id };
      if (!fresh.events.some((e) => e.event === signedEvent.event && e.applicant === signedEvent.applicant)) {
        // The milestone is added here when the server has not recorded it yet (spec part 2 §4, Signing).
        queryClient.setQueryData<LeaseTransaction>(transactionQueryKey(transaction.id), {
          ...fresh,
          events: [
            ...fresh.events,
            { ...signedEvent, created_at: new Date().toISOString(), milestone: true },
          ],
        });
      }
    } catch (failure) {
      setError(signingFailure(t, failure));
    } finally {
      setFinishing(null);
    }
  };

  const sign = async (documentId: number) => {
    if (busyDocument !== null) return;
    setError(null);
    setRequesting(documentId);
    try {
      const config = await getESignConfig(transaction.id, documentId);
      const launcher = await loadESignLauncher();
      launcher.open(config, { onSigned: () => void finish(documentId), onCancelled: () => {} });
    } catch (failure) {
      setError(signingFailure(t, failure));
    } finally {
      setRequesting(null);
    }
  };

  return { sign: (documentId: number) => void sign(documentId), busyDocument, error };
}
