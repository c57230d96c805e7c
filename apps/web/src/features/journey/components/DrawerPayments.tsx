import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { PaymentOptions } from '@portal/domain/schemas/payment-options';
import { useId } from 'react';
import { Link } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { usePaymentOptions } from '@/features/payments/api/payment-options';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { oops } from '@/lib/oops';
import { canOpenStep, type DrawerModel, transactionPath } from '@/shared/journey-step/drawer-inputs';
import { statusPageOf } from '@/shared/status/status-pages';
import styles from './ProgressDrawer.module.css';

export interface DrawerPaymentsProps {
  community: string;
  transaction: LeaseTransaction;
  model: DrawerModel;
  currentPage: string;
}

/** Where the drawer's payments lead: the move-in charges once paid, else the page to pay at. */
function paymentsLink(transaction: LeaseTransaction, model: DrawerModel, currentPage: string) {
  // A hold or a status page keeps the user where they are: a link would only bounce back.
  if (model.hold || statusPageOf(transaction) !== null) return null;
  const route = canOpenStep(transaction, 'payment-details')
    ? 'payment-details'
    : canOpenStep(transaction, 'fees-deposits')
      ? 'fees-deposits'
      : null;
  return route === null || route === currentPage ? null : route;
}

/**
 * The drawer's payments (spec part 1 §2.14): what the caller has paid and still owes at the Fees & Deposits
 * step, and whether the household's fees are all paid, as the server priced them.
 */
export function DrawerPayments({ community, transaction, model, currentPage }: DrawerPaymentsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // Nothing can be priced before a move-in date and a lease term are chosen (the read answers 409).
  const priced = transaction.move_in_date !== null && transaction.lease_term !== null;
  const link = priced ? paymentsLink(transaction, model, currentPage) : null;

  return (
    <section className={styles.payments} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.eyebrow}>
        {t('journey.drawer.payments.heading')}
      </h2>
      {priced ? (
        <PaymentAmounts transactionId={transaction.id} />
      ) : (
        <p className={styles.muted}>{t('journey.drawer.payments.notPriced')}</p>
      )}
      {link ? (
        <Link className={styles.paymentsLink} to={transactionPath(community, transaction.id, link)}>
          {t(`journey.drawer.payments.links.${link}`)}
        </Link>
      ) : null}
    </section>
  );
}

function PaymentAmounts({ transactionId }: { transactionId: number }) {
  const { t } = useTranslation();
  const options = usePaymentOptions(transactionId);
  // The drawer stands beside every page: announcing its own wait on each would talk over the page's.
  if (options.isPending) return null;
  if (!options.isSuccess) {
    return (
      <QueryFallback
        query={options}
        loadingLabel={t('journey.drawer.payments.loading')}
        failure={{
          message: oops(t('journey.drawer.payments.loadFailed')),
          retryLabel: t('journey.common.retry'),
        }}
      />
    );
  }
  return <Amounts options={options.data} />;
}

function Amounts({ options }: { options: PaymentOptions }) {
  const { t } = useTranslation();
  const { due_now: due, transaction_fees: household } = options;
  // Alone on the application, the household's fees are the caller's own: said once, not twice.
  const othersOwe = household.total !== due.total;
  return (
    <dl className={styles.amounts}>
      <div className={styles.amount}>
        <dt>{t('journey.drawer.payments.paid')}</dt>
        <dd>{formatCents(due.paid)}</dd>
      </div>
      <div className={styles.amount}>
        <dt>{t('journey.drawer.payments.dueNow')}</dt>
        <dd>{formatCents(due.balance)}</dd>
      </div>
      {othersOwe ? (
        <div className={styles.amount}>
          <dt>{t('journey.drawer.payments.household')}</dt>
          <dd>
            {formatCents(household.total)}{' '}
            <span className={styles.muted}>
              {t(
                household.allPaid ? 'journey.drawer.payments.allPaid' : 'journey.drawer.payments.notAllPaid',
              )}
            </span>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
