import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { ChargeMonth } from '@portal/domain/pricing/charges-calendar';
import type { MonthlyCharges } from '@portal/domain/pricing/monthly-charges';
import type { PaymentBreakdown } from '@portal/domain/pricing/payment-breakdown';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { useId, useState } from 'react';
import { Navigate } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { type FallbackQuery, QueryFallback } from '@/components/ui/QueryFallback';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isPrimaryApplicant, transactionPath } from '@/shared/journey-step/drawer-inputs';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { BreakdownTable } from '@/shared/payment-breakdown/BreakdownTable';
import { PaymentBreakdownCard } from '@/shared/payment-breakdown/PaymentBreakdownCard';
import { useMonthlyCharges, usePaymentBreakdown } from '../api/payment-breakdown';
import { formatChargeMonth } from '../lib/charge-month';
import { BackLink } from './BackLink';
import styles from './ChargesPage.module.css';
import { MonthSelector } from './MonthSelector';

/**
 * `/:community/transaction/:transactionId/charges` (spec part 2, Charges): what the household pays at
 * move-in, then month by month from the lease's first month through the month after it ends. An
 * informational page, not a step: it opens once a move-in date and lease term are chosen, and Close
 * returns to where the user came from.
 */
export function ChargesPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  useDocumentTitle(t('payments.charges.title'), community.display_name);
  const leaseTermsPath = transactionPath(community.slug, transaction.id, 'lease-terms');

  if (!transaction.move_in_date || transaction.lease_term === null) {
    return <Navigate to={leaseTermsPath} replace />;
  }
  return (
    <JourneyCard
      eyebrow={t('payments.charges.eyebrow')}
      heading={t('payments.charges.heading')}
      intro={t('payments.charges.intro')}
    >
      <Charges transaction={transaction} />
      <div className={styles.actions}>
        <BackLink fallback={leaseTermsPath} className={buttonClassName('primary')}>
          {t('payments.charges.close')}
        </BackLink>
      </div>
    </JourneyCard>
  );
}

function Charges({ transaction }: { transaction: LeaseTransaction }) {
  const { t } = useTranslation();
  const primary = isPrimaryApplicant(transaction);
  const breakdown = usePaymentBreakdown(transaction.id);
  const [chosen, setChosen] = useState<ChargeMonth>();
  const monthly = useMonthlyCharges(transaction.id, {
    month: chosen,
    includeScheduledPriceUpdates: primary,
    isRenewal: transaction.type === TransactionType.Renewal,
  });

  if (!breakdown.isSuccess || !monthly.isSuccess) {
    const failed = [breakdown, monthly].filter((read) => read.isError);
    // A failed read fails the page even while the other is on its way; Retry reads the failed ones again.
    const reads: FallbackQuery = {
      isPending: failed.length === 0,
      isFetching: breakdown.isFetching || monthly.isFetching,
      refetch: () => Promise.all(failed.map((read) => read.refetch())),
    };
    return (
      <QueryFallback
        query={reads}
        loadingLabel={t('payments.charges.loading')}
        failure={{ message: t('payments.charges.loadFailed'), retryLabel: t('payments.charges.retry') }}
      />
    );
  }

  return (
    <>
      {primary ? <ScheduledPriceUpdates breakdown={breakdown.data} /> : null}
      <PaymentBreakdownCard
        breakdown={breakdown.data}
        heading={t('payments.charges.moveInCosts')}
        viewerApplicantId={transaction.applicant.id}
      />
      <ChargesByMonth
        charges={monthly.data}
        shown={chosen ?? monthly.data.month}
        loading={monthly.isPlaceholderData}
        onChange={setChosen}
      />
    </>
  );
}

/** Spec part 2 §6: the primary applicant is told of option prices the community has scheduled to change. */
function ScheduledPriceUpdates({ breakdown }: { breakdown: PaymentBreakdown }) {
  const { t } = useTranslation();
  const messages = breakdown.updated_rental_option_fees.items.map((item) =>
    t('payments.charges.priceUpdate', { name: item.name, amount: formatCents(item.amount) }),
  );
  return <StatusBanner messages={messages} />;
}

function ChargesByMonth({
  charges,
  shown,
  loading,
  onChange,
}: {
  charges: MonthlyCharges;
  /** The month chosen; `charges` may still be the previous one while it loads. */
  shown: ChargeMonth;
  loading: boolean;
  onChange: (month: ChargeMonth) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const month = formatChargeMonth(charges.month);
  return (
    <section className={styles.byMonth} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {t('payments.charges.byMonth')}
      </h2>
      <MonthSelector months={charges.months} value={shown} onChange={onChange} />
      {charges.charges.items.length > 0 ? (
        <BreakdownTable
          caption={t('payments.charges.monthCaption', { month })}
          group={charges.charges}
          totalLabel={t('payments.charges.monthTotal', { month })}
        />
      ) : (
        <p>
          {t('payments.charges.nothingScheduled', {
            month,
            date: spelledOutDate(charges.breakdown_lease_end_date),
          })}
        </p>
      )}
    </section>
  );
}
