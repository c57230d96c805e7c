import type { StaffLeaseDocument } from '@portal/domain/schemas/staff-application-file';
import { Button } from '@/components/ui/Button';
import { formatMomentDateTime } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import styles from './File.module.css';

interface LeaseDocumentsTableProps {
  documents: StaffLeaseDocument[];
  onVoid: (document: StaffLeaseDocument) => void;
}

/** Each document sent: its state, every signer with when they signed, and Void while it is out. */
export function LeaseDocumentsTable({ documents, onVoid }: LeaseDocumentsTableProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption>{t('staffLease.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staffLease.columns.document')}</th>
            <th scope="col">{t('staffLease.columns.status')}</th>
            <th scope="col">{t('staffLease.columns.signers')}</th>
            <th scope="col">{t('staffLease.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id}>
              <th scope="row">{document.name}</th>
              <td>
                {t(`staffLease.status.${document.status}`)}
                {document.sent_at ? (
                  <div className={styles.muted}>
                    {t('staffLease.sentAt', { date: formatMomentDateTime(document.sent_at) })}
                  </div>
                ) : null}
                {document.sealed_at ? (
                  <div className={styles.muted}>
                    {t('staffLease.sealedAt', { date: formatMomentDateTime(document.sealed_at) })}
                  </div>
                ) : null}
                {document.translation ? (
                  <div className={styles.muted}>{t(`staffLease.translation.${document.translation}`)}</div>
                ) : null}
              </td>
              <td>
                <ul className={styles.signers}>
                  {document.signers.map((signer) => (
                    <li key={`${signer.email}:${signer.role_label}`}>
                      {t('staffLease.signer', { name: signer.name, role: signer.role_label })}
                      {signer.is_guest ? (
                        <span className={styles.muted}> · {t('staffLease.guest')}</span>
                      ) : null}
                      <div className={styles.muted}>
                        {signer.signed_at
                          ? t('staffLease.signedAt', { date: formatMomentDateTime(signer.signed_at) })
                          : t('staffLease.notSigned')}
                        {!signer.signed_at && signer.viewed_at
                          ? ` · ${t('staffLease.viewedAt', { date: formatMomentDateTime(signer.viewed_at) })}`
                          : null}
                      </div>
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                {document.status === 'sent' ? (
                  <Button
                    variant="secondary"
                    aria-label={t('staffLease.voidNamed', { name: document.name })}
                    onClick={() => onVoid(document)}
                  >
                    {t('staffLease.void')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
