import { useScreeningFeeRefunds } from '@/features/payments/api/screening-fee-refunds';
import { formatMomentDate, spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';

const textsOf = {
  another_selected: { due: 'holds.screeningFeeRefund.due', refunded: 'holds.screeningFeeRefund.refunded' },
  no_selection_in_time: {
    due: 'holds.screeningFeeRefund.dueInTime',
    refunded: 'holds.screeningFeeRefund.refundedInTime',
  },
} as const;

/**
 * The caller's screening fee given back because another application was chosen, or nobody was within
 * the days the law allows after the application (where the law asks it): the day it is due by, then the
 * day it was refunded. Nothing while it loads or when there is none: the page it sits on says what
 * matters first.
 */
export function ScreeningFeeRefunds({ transactionId }: { transactionId: number }) {
  const { t } = useTranslation();
  const refunds = useScreeningFeeRefunds(transactionId);
  if (!refunds.isSuccess || refunds.data.length === 0) return null;
  return (
    <section aria-label={t('holds.screeningFeeRefund.label')}>
      {refunds.data.map((refund) => {
        const values = { amount: formatCents(refund.amount_cents), due: spelledOutDate(refund.due_on) };
        const texts = textsOf[refund.cause];
        return (
          <p key={`${refund.due_on}:${refund.amount_cents}:${refund.refunded_at ?? ''}`} role="status">
            {refund.refunded_at === null
              ? t(texts.due, values)
              : t(texts.refunded, { ...values, date: formatMomentDate(refund.refunded_at) })}
          </p>
        );
      })}
    </section>
  );
}
