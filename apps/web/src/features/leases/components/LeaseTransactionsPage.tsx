import type { ResidentLeaseTransaction } from '@portal/domain/schemas/lease';
import { useEffect, useId } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { isNotFoundError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { formatMomentDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { transactionAnchor, transactionPagesPath } from '@/lib/lease-paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import { RequireSession } from '@/shared/account-frame/RequireSession';
import styles from '@/shared/lease/Leases.module.css';
import { statusLabel } from '@/shared/status/labels';
import { useLeaseTransactions } from '../api/lease-transactions';
import { transactionTypeLabel } from '../lib/transaction-labels';

/**
 * `/:community/lease/:leaseId/transactions`: spec part 2 "lease transactions (with anchor)". Everything
 * that happened on the lease, newest first, each at `#transaction-{id}` so a link (an e-mail, My Leases)
 * can point at one.
 */
export function LeaseTransactionsPage() {
  return (
    <RequireSession>
      <LeaseTransactions />
    </RequireSession>
  );
}

function LeaseTransactions() {
  const { t } = useTranslation();
  const community = useCommunity();
  const leaseId = Number(useParams().leaseId);
  const valid = Number.isSafeInteger(leaseId) && leaseId > 0;
  const transactions = useLeaseTransactions(valid ? leaseId : 0);
  const { hash } = useLocation();
  useDocumentTitle(t('leases.transactions.title'), community.display_name);

  // The list arrives after the page: the browser's own jump to the anchor found nothing, so jump now.
  const loaded = transactions.data !== undefined;
  useEffect(() => {
    if (!loaded || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    target?.focus();
  }, [loaded, hash]);

  return (
    <AccountsPage heading={t('leases.transactions.heading')} intro={t('leases.transactions.intro')} wide>
      <p>
        <Link to={`/${community.slug}/my-leases`}>{t('leases.transactions.back')}</Link>
      </p>
      {!valid || isNotFoundError(transactions.error) ? (
        <p>{t('leases.transactions.notFound')}</p>
      ) : !transactions.isSuccess ? (
        <QueryFallback
          query={transactions}
          loadingLabel={t('leases.transactions.loading')}
          failure={{ message: t('leases.transactions.loadFailed'), retryLabel: t('leases.myLeases.retry') }}
        />
      ) : transactions.data.results.length === 0 ? (
        <p>{t('leases.transactions.none')}</p>
      ) : (
        <ol className={styles.list}>
          {transactions.data.results.map((transaction) => (
            <li key={transaction.id}>
              <TransactionCard transaction={transaction} />
            </li>
          ))}
        </ol>
      )}
    </AccountsPage>
  );
}

function TransactionCard({ transaction }: { transaction: ResidentLeaseTransaction }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const headingId = useId();
  const named = { type: transactionTypeLabel(t, transaction), id: String(transaction.id) };
  return (
    <article
      id={transactionAnchor(transaction.id)}
      className={styles.transaction}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('leases.transactions.cardHeading', named)}
      </h2>
      {transaction.change ? <p>{transaction.change}</p> : null}
      <dl className={styles.facts}>
        <dt>{t('leases.transactions.status')}</dt>
        <dd className={styles.state}>{statusLabel(t, transaction.status)}</dd>
        <dt>{t('leases.transactions.started')}</dt>
        <dd>{formatMomentDate(transaction.created_at)}</dd>
        <dt>{t('leases.transactions.documents')}</dt>
        <dd>
          {transaction.documents.length === 0 ? (
            t('leases.transactions.noDocuments')
          ) : (
            <ul className={styles.plainList}>
              {transaction.documents.map((document) => (
                <li key={document.id}>
                  {t('leases.transactions.document', {
                    name: document.name,
                    status: t(`leases.transactions.documentStatuses.${document.status}`, {
                      defaultValue: document.status,
                    }),
                  })}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {transaction.is_participant ? (
        <p>
          <Link
            to={transactionPagesPath(community.slug, transaction.id)}
            aria-label={t(
              transaction.is_pending_signature
                ? 'leases.transactions.signNamed'
                : 'leases.transactions.openNamed',
              named,
            )}
          >
            {t(transaction.is_pending_signature ? 'leases.transactions.sign' : 'leases.transactions.open')}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
