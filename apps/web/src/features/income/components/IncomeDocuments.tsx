import { useId } from 'react';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { currentLocale } from '@/lib/language';
import { openLinkedDocument } from '@/lib/open-document';
import { uploadUrl } from '@/lib/uploads/upload-url';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useFinancialDocuments } from '../api/financial-documents';
import styles from './Income.module.css';

/**
 * The Summary's income documents that prove no one source (the payroll flow's tax form, paystubs and
 * other documents): each file's name, what it is and when it was uploaded, downloadable through
 * lib/open-document.ts (the server lets only the people on the application and the leasing team have it).
 * Nothing when there are none.
 */
export function IncomeDocuments() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const headingId = useId();
  const documents = useFinancialDocuments(transaction.id).data?.documents ?? [];
  if (documents.length === 0) return null;
  const uploadedOn = new Intl.DateTimeFormat(currentLocale(), {
    dateStyle: 'medium',
    timeZone: community.community.timezone,
  });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('income.summary.documents.heading')}
      </h2>
      <p className={styles.hint}>{t('income.summary.documents.intro')}</p>
      <ul className={styles.sources}>
        {documents.map((document) => (
          <li key={document.id} className={styles.source}>
            <a href={uploadUrl(document.id)} onClick={openLinkedDocument}>
              {document.name}
            </a>
            <p className={styles.detail}>
              {document.proof_type ? `${document.proof_type.label} · ` : ''}
              {t('income.summary.documents.uploaded', {
                date: uploadedOn.format(new Date(document.uploaded_at)),
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
