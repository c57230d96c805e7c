import type { OutstandingBalance, ReturnedPayment } from '@portal/domain/schemas/outstanding-balance';
import type { PaymentAnswer } from '@portal/domain/schemas/payments';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useChargeName } from '@/lib/charge-name';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import type { TFunction } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { useDocumentTitle } from '@/lib/use-document-title';
import { nextRouteOf, transactionPath } from '@/shared/journey-step/drawer-inputs';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { AmountTable } from '@/shared/payment-breakdown/AmountTable';
import styles from '@/shared/payment-breakdown/FeesDepositsPage.module.css';
import { useOutstandingBalance } from '../api/outstanding-balance';
import { PayForm } from './PayForm';
import { PaymentOptionsGate } from './PaymentOptionsGate';
import { PaymentReceipt } from './PaymentReceipt';

/**
 * `/:community/transaction/:transactionId/outstanding-balance`: the bank sent back a payment, so the
 * application waits here (step 200). The payer sees which payment and why, and pays the balance with a card
 * or another verified bank account, through the same form as Fees & Deposits; then the receipt, and
 * Continue leads back to where they were. Anyone else in the household is told what the wait is for.
 */
export function OutstandingBalancePage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const balance = useOutstandingBalance(transaction.id);
  const [receipt, setReceipt] = useState<PaymentAnswer | null>(null);
  useDocumentTitle(t('payments.outstanding.title'), community.display_name);

  return (
    <JourneyCard
      eyebrow={t('payments.outstanding.eyebrow')}
      heading={t('payments.outstanding.heading')}
      intro={t('payments.outstanding.intro')}
    >
      {receipt ? (
        <PaymentReceipt receipt={receipt} />
      ) : (
        <>
          {!balance.isSuccess ? (
            <QueryFallback
              query={balance}
              loadingLabel={t('payments.outstanding.loading')}
              failure={{
                message: t('payments.outstanding.loadFailed'),
                retryLabel: t('payments.fees.retry'),
              }}
            />
          ) : null}
          {balance.data ? <Balance balance={balance.data} onPaid={setReceipt} /> : null}
        </>
      )}
    </JourneyCard>
  );
}

function Balance({
  balance,
  onPaid,
}: {
  balance: OutstandingBalance;
  onPaid: (receipt: PaymentAnswer) => void;
}) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  if (balance.on_hold && balance.amount === 0) {
    return <StatusBanner tone="info" messages={[t('payments.outstanding.householdOwes')]} />;
  }
  if (balance.amount === 0) {
    return (
      <>
        <StatusBanner tone="success" messages={[t('payments.outstanding.nothingOwed')]} />
        <Link
          className={buttonClassName('primary')}
          to={transactionPath(community.slug, transaction.id, nextRouteOf(transaction))}
        >
          {t('journey.common.continue')}
        </Link>
      </>
    );
  }
  return (
    <>
      <ReturnedPayments payments={balance.returned_payments} />
      <BalanceDue balance={balance} onPaid={onPaid} />
    </>
  );
}

function ReturnedPayments({ payments }: { payments: ReturnedPayment[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.dueNow} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('payments.outstanding.whyHeading')}
      </h2>
      <ul className={styles.returnedList}>
        {payments.map((payment) => (
          <li key={payment.id}>{returnedPaymentText(payment, t)}</li>
        ))}
      </ul>
    </section>
  );
}

function returnedPaymentText(payment: ReturnedPayment, t: TFunction): string {
  const reasonKey = `payments.outstanding.reasons.${payment.return_code}`;
  return t('payments.outstanding.returned', {
    amount: formatCents(payment.amount),
    paidOn: spelledOutDate(payment.paid_on),
    returnedOn: spelledOutDate(payment.returned_on),
    account: payment.method?.label ?? t('payments.outstanding.unknownAccount'),
    reason: t(reasonKey, { defaultValue: t('payments.outstanding.reasons.other') }),
    code: payment.return_code,
  });
}

/** What is owed again, line by line, and the same pay form as Fees & Deposits. */
function BalanceDue({
  balance,
  onPaid,
}: {
  balance: OutstandingBalance;
  onPaid: (receipt: PaymentAnswer) => void;
}) {
  const { t } = useTranslation();
  const chargeName = useChargeName();
  const headingId = useId();
  return (
    <section className={styles.dueNow} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('payments.outstanding.dueHeading')}
      </h2>
      <AmountTable
        caption={t('payments.outstanding.dueCaption')}
        captionHidden
        rows={balance.line_items.map((item) => ({
          key: `${item.category}:${item.name}`,
          label: chargeName(item.name),
          amount: item.amount,
        }))}
        totals={[{ key: 'balance', label: t('payments.outstanding.total'), amount: balance.amount }]}
      />
      <p>{t('payments.outstanding.payHint')}</p>
      <PaymentOptionsGate loadingLabel={t('payments.fees.loadingMethods')}>
        {(options) => (
          <PayForm
            acceptsBank={options.accept_ach_payments_from_applicants}
            onPaid={onPaid}
            returnedMethodIds={balance.returned_payments.flatMap((payment) =>
              payment.method ? [payment.method.id] : [],
            )}
          />
        )}
      </PaymentOptionsGate>
    </section>
  );
}
