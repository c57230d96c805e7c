import type { Lease } from '@portal/domain/schemas/lease';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { getSealedDocumentUrl } from '@/features/leases/api/sealed-document-url';
import { useTranslation } from '@/lib/i18n';
import styles from './Leases.module.css';

/** The lease's sealed documents, each downloaded through a fresh five-minute link. */
export function LeaseDocuments({ lease }: { lease: Lease }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subHeading}>
        {t('leases.myLeases.documentsHeading')}
      </h3>
      {lease.documents.length === 0 ? (
        <p className={styles.muted}>{t('leases.myLeases.noDocuments')}</p>
      ) : (
        <ul className={styles.documentList}>
          {lease.documents.map((document) => (
            <SealedDocumentRow
              key={document.id}
              name={document.name}
              urlOf={() => getSealedDocumentUrl(lease.id, document.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One sealed document and its download, through a link asked for (`urlOf`) when it is wanted. */
export function SealedDocumentRow({ name, urlOf }: { name: string; urlOf: () => Promise<string> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      window.location.assign(await urlOf());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.documentRow}>
      <span className={styles.name}>{name}</span>
      <Button
        variant="secondary"
        onClick={() => void download()}
        aria-disabled={busy || undefined}
        aria-label={t('leases.myLeases.downloadNamed', { name })}
      >
        {busy ? t('leases.myLeases.downloading') : t('leases.myLeases.download')}
      </Button>
      {failed ? <ErrorList messages={[t('leases.myLeases.downloadFailed', { name })]} /> : null}
    </li>
  );
}
