import type { GuestSigning } from '@portal/domain/schemas/signing';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { isApiRequestError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGuestSigning } from '../api/guest-signing';
import styles from './Ceremony.module.css';
import { ExecutedLease } from './ExecutedLease';
import { GuestDocumentCard } from './GuestDocumentCard';

/**
 * `/:community/guest-signing`: a guest signer's own documents (the frame shows a guest no menu and no
 * drawer, and this page has no Go Back). Unsigned documents each get "Review and Sign"; once signed,
 * the thank-you message; once executed, a copy to download.
 */
export function GuestSigningPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const query = useGuestSigning();
  useDocumentTitle(t('signing.guest.title'), community.display_name);

  if (isApiRequestError(query.error) && (query.error.status === 401 || query.error.status === 403)) {
    return (
      <StatusPanel role="alert" tone="danger" heading={t('signing.guest.title')}>
        <p>{t('signing.guest.sessionEnded')}</p>
      </StatusPanel>
    );
  }
  if (!query.isSuccess) {
    return (
      <QueryFallback
        query={query}
        loadingLabel={t('signing.guest.loading')}
        failure={{ message: t('signing.guest.loadFailed'), retryLabel: t('signing.common.retry') }}
      />
    );
  }
  return <GuestDocuments data={query.data} onChanged={() => void query.refetch()} />;
}

function GuestDocuments({ data, onChanged }: { data: GuestSigning; onChanged: () => void }) {
  const { t } = useTranslation();
  const community = useCommunity();
  if (data.executed) return <ExecutedLease data={data} />;
  if (!data.is_pending_signature) {
    return (
      <StatusPanel heading={t('signing.guest.signedHeading')}>
        <p role="status">{t('signing.guest.signed')}</p>
      </StatusPanel>
    );
  }
  const unsigned = data.signable_documents.filter((document) => !document.is_signed && !document.is_voided);
  return (
    <section className={styles.page} aria-labelledby="guest-signing-heading">
      <div className={styles.inner}>
        <h1 id="guest-signing-heading" className={styles.heading}>
          {t('signing.guest.heading')}
        </h1>
        <p>{t('signing.guest.intro', { community: community.display_name })}</p>
        <ul className={styles.cards}>
          {unsigned.map((document) => (
            <GuestDocumentCard
              key={document.id}
              transactionId={data.transaction_id}
              document={document}
              onChanged={onChanged}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
