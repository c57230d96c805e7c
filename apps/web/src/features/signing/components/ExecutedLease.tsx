import type { GuestSigning } from '@portal/domain/schemas/signing';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { StatusPanel } from '@/components/ui/StatusPanel';
import { useTranslation } from '@/lib/i18n';
import { getLeaseDocumentUrl } from '../approved/api/lease-document-url';

/** Executed: say so, and offer the sealed copy of the guest's document (a five-minute link). */
export function ExecutedLease({ data }: { data: GuestSigning }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const documentType = data.signable_documents[0]?.document_type ?? 'lease';

  async function download() {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      window.location.assign(await getLeaseDocumentUrl(data.transaction_id, { document_type: documentType }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <StatusPanel
      heading={t('signing.guest.executedHeading')}
      actions={
        <Button onClick={() => void download()} aria-disabled={busy || undefined}>
          {busy ? t('signing.guest.downloading') : t('signing.guest.download')}
        </Button>
      }
    >
      <p>{t('signing.guest.executed')}</p>
      {failed ? <ErrorList messages={[t('signing.guest.downloadFailed')]} /> : null}
    </StatusPanel>
  );
}
