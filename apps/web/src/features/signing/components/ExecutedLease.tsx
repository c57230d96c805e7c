import type { GuestSigning } from '@portal/domain/schemas/signing';
import { Button } from '@/components/ui/Button';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { useTranslation } from '@/lib/i18n';
import { openDocument } from '@/lib/open-document';
import { getLeaseDocumentUrl } from '../approved/api/lease-document-url';

/**
 * Executed: say so, and offer the sealed copy of the guest's document, opened through a five-minute link
 * asked for at the click (lib/open-document.ts, which says a failure in the snackbar).
 */
export function ExecutedLease({ data }: { data: GuestSigning }) {
  const { t } = useTranslation();
  const documentType = data.signable_documents[0]?.document_type ?? 'lease';
  const open = () =>
    void openDocument(() => getLeaseDocumentUrl(data.transaction_id, { document_type: documentType }));

  return (
    <StatusPanel
      heading={t('signing.guest.executedHeading')}
      actions={<Button onClick={open}>{t('signing.guest.download')}</Button>}
    >
      <p>{t('signing.guest.executed')}</p>
    </StatusPanel>
  );
}
