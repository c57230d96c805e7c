import { buttonClassName } from '@/components/ui/Button';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useLeaseDocumentUrl } from '@/features/signing/approved/api/lease-document-url';
import { isApiRequestError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { openLinkedDocument } from '@/lib/open-document';
import { useStatusSubject } from '@/shared/status/guest-signer';
import styles from '@/shared/status/Status.module.css';
import { StatusPageFrame, useHomeLine } from '@/shared/status/StatusPageFrame';
import { statusPages } from '@/shared/status/status-page-paths';

/** How long the sealed copy may take to be prepared before the page stops asking: about two minutes. */
const PREPARING_RETRIES = 40;
const PREPARING_RETRY_MS = 3000;

/** 409 while the signed copy is still being sealed: asked again every few seconds. */
const isPreparing = (error: unknown) => isApiRequestError(error) && error.status === 409;

/**
 * `/:community/transaction/:transactionId/lease-executed`: the lease is signed by everyone and the landlord;
 * the household's copy is the lease, a guest signer's their own document.
 */
export function LeaseExecutedPage() {
  const { t } = useTranslation();
  const subject = useStatusSubject();
  const home = useHomeLine();
  const copy = useLeaseDocumentUrl(subject.transactionId, subject.copy, {
    enabled: true,
    retry: (count, error) => (isPreparing(error) ? count < PREPARING_RETRIES : count < 1),
    retryDelay: PREPARING_RETRY_MS,
  });
  // Asking again after a 409 is still waiting for the copy, not a failure.
  const preparing = copy.isPending || (copy.isFetching && !copy.data);
  return (
    <StatusPageFrame
      page={statusPages.leaseExecuted}
      texts="leaseExecuted"
      actions={
        copy.data ? (
          <a className={buttonClassName('primary')} href={copy.data} onClick={openLinkedDocument}>
            {t('status.leaseExecuted.download')}
          </a>
        ) : null
      }
    >
      <p className={styles.home}>{home}</p>
      {copy.isSuccess ? null : (
        <QueryFallback
          query={{ isPending: preparing, isFetching: copy.isFetching, refetch: copy.refetch }}
          loadingLabel={t('status.leaseExecuted.preparing')}
          failure={{ message: t('status.leaseExecuted.failed'), retryLabel: t('status.common.retry') }}
        />
      )}
    </StatusPageFrame>
  );
}
