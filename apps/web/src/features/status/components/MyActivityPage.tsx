import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useMyTransactions } from '@/features/journey/api/transactions';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import { RequireSession } from '@/shared/account-frame/RequireSession';
import { roleLabel, statusLabel } from '@/shared/status/labels';
import styles from '@/shared/status/Status.module.css';
import { CancelApplication } from './CancelApplication';

/**
 * `/:community/my-activity` and `/:community/my-activity/unit/:unitId`: the user's applications at this
 * community (for one unit, when given) with their statuses, each leading into its application.
 */
export function MyActivityPage() {
  return (
    <RequireSession>
      <MyActivity />
    </RequireSession>
  );
}

function MyActivity() {
  const { t } = useTranslation();
  const community = useCommunity();
  const { unitId } = useParams();
  const transactions = useMyTransactions();
  const here = (transactions.data ?? []).filter(
    (transaction) => transaction.community.slug === community.slug,
  );
  const shown =
    unitId === undefined ? here : here.filter((transaction) => String(transaction.unit.id) === unitId);
  const unitNumber = unitId === undefined ? undefined : shown[0]?.unit.unit_number;
  useDocumentTitle(t('status.myActivity.title'), community.display_name);

  return (
    <AccountsPage
      heading={
        unitNumber ? t('status.myActivity.unitHeading', { unit: unitNumber }) : t('status.myActivity.heading')
      }
      intro={t('status.myActivity.intro', { community: community.display_name })}
      wide
    >
      {!transactions.isSuccess ? (
        <QueryFallback
          query={transactions}
          loadingLabel={t('status.myActivity.loading')}
          failure={{ message: oops(t('status.myActivity.loadFailed')), retryLabel: t('status.common.retry') }}
        />
      ) : shown.length === 0 ? (
        <p>
          {unitId === undefined ? t('status.myActivity.none') : t('status.myActivity.noneForUnit')}{' '}
          <Link to={`/${community.slug}/welcome`}>{t('status.common.seeUnits')}</Link>
        </p>
      ) : (
        <ul className={styles.list}>
          {shown.map((transaction) => (
            <Application key={transaction.id} transaction={transaction} showUnitLink={unitId === undefined} />
          ))}
        </ul>
      )}
      {unitId !== undefined ? (
        <div>
          <Link to={`/${community.slug}/my-activity`}>{t('status.myActivity.allActivity')}</Link>
        </div>
      ) : null}
    </AccountsPage>
  );
}

function Application({
  transaction,
  showUnitLink,
}: {
  transaction: LeaseTransaction;
  showUnitLink: boolean;
}) {
  const { t } = useTranslation();
  const community = useCommunity();
  const headingId = useId();
  const unit = transaction.unit.unit_number;
  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {t('status.myActivity.application', { unit })}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('status.myActivity.status')}</dt>
          <dd className={styles.state}>{statusLabel(t, transaction.status)}</dd>
          <dt>{t('status.myActivity.role')}</dt>
          <dd>{roleLabel(t, transaction.applicant.role)}</dd>
          <dt>{t('status.myActivity.moveIn')}</dt>
          <dd>
            {transaction.move_in_date
              ? spelledOutDate(transaction.move_in_date)
              : t('status.myActivity.notChosen')}
          </dd>
        </dl>
        <p className={styles.muted}>
          {t('status.myActivity.applicationNumber', { id: String(transaction.id) })}
        </p>
        <div className={styles.actions}>
          <Link
            className={buttonClassName('primary')}
            to={`/${community.slug}/transaction/${transaction.id}`}
            aria-label={t('status.myActivity.openNamed', { unit })}
          >
            {t('status.myActivity.open')}
          </Link>
          {showUnitLink ? (
            <Link to={`/${community.slug}/my-activity/unit/${transaction.unit.id}`}>
              {t('status.myActivity.unitActivity', { unit })}
            </Link>
          ) : null}
        </div>
        <CancelApplication community={community.slug} transaction={transaction} headingLevel="h3" />
      </article>
    </li>
  );
}
