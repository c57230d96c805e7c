import type { Lease } from '@portal/domain/schemas/lease';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { getSealedDocumentUrl } from '@/features/leases/api/sealed-document-url';
import { useTranslation } from '@/lib/i18n';
import { openDocument } from '@/lib/open-document';
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

/**
 * One sealed document, opened with lib/open-document.ts through a link asked for (`urlOf`) at the click: the
 * window opens at once, and a failure is said in the snackbar.
 */
export function SealedDocumentRow({ name, urlOf }: { name: string; urlOf: () => Promise<string> }) {
  const { t } = useTranslation();
  return (
    <li className={styles.documentRow}>
      <span className={styles.name}>{name}</span>
      <Button
        variant="secondary"
        onClick={() => void openDocument(urlOf)}
        aria-label={t('leases.myLeases.downloadNamed', { name })}
      >
        {t('leases.myLeases.download')}
      </Button>
    </li>
  );
}
