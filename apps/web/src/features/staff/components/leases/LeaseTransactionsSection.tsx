import type { StaffLeaseTransaction } from '@portal/domain/schemas/staff-leases';
import { Link } from 'react-router';
import { useCommunity } from '@/lib/community-context';
import { formatMomentDateTime } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import styles from '../application-file/File.module.css';
import { FileSection } from '../application-file/FileSection';
import own from './StaffLease.module.css';

/**
 * Every transaction on the lease, newest first: renewals, notices, transfers and changes. Each opens in
 * the application file, where its documents are voided, reminded and countersigned.
 */
export function LeaseTransactionsSection({ transactions }: { transactions: StaffLeaseTransaction[] }) {
  const { t } = useTranslation();
  const community = useCommunity();
  return (
    <FileSection heading={t('staffLeases.transactions.heading')}>
      {transactions.length === 0 ? (
        <p>{t('staffLeases.transactions.none')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption>{t('staffLeases.transactions.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staffLeases.transactions.columns.transaction')}</th>
                <th scope="col">{t('staffLeases.transactions.columns.status')}</th>
                <th scope="col">{t('staffLeases.transactions.columns.documents')}</th>
                <th scope="col">{t('staffLeases.transactions.columns.started')}</th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((transaction) => (
                <tr key={transaction.id}>
                  <th scope="row">
                    <Link to={`/${community.slug}/staff/applications/${transaction.id}`}>
                      {t('staffLeases.transactions.open', {
                        type: transaction.type_label,
                        id: String(transaction.id),
                      })}
                    </Link>
                    {transaction.change ? <div className={styles.muted}>{transaction.change}</div> : null}
                  </th>
                  <td>
                    {transaction.status_label}
                    {transaction.can_countersign ? (
                      <div className={styles.muted}>{t('staffLeases.transactions.readyToCountersign')}</div>
                    ) : null}
                  </td>
                  <td>
                    <ul className={own.plainList}>
                      {transaction.documents.map((document) => (
                        <li key={document.id}>
                          {t('staffLeases.transactions.document', {
                            name: document.name,
                            status: t(`staffLease.status.${document.status}`),
                            signed: String(
                              document.signers.filter((signer) => signer.signed_at !== null).length,
                            ),
                            signers: String(document.signers.length),
                          })}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{formatMomentDateTime(transaction.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </FileSection>
  );
}
