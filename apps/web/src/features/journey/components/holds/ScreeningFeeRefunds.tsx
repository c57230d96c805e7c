import { useScreeningFeeRefunds } from '@/features/payments/api/screening-fee-refunds';
import { formatMomentDate, spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';

/**
 * The caller's screening fee given back because another application was chosen (where the law asks it):
 * the day it is due by, then the day it was refunded. Nothing while it loads or when there is none: the
 * page it sits on says what matters first.
 */
export function ScreeningFeeRefunds({ transactionId }: { transactionId: number }) {
  const { t } = useTranslation();
  const refunds = useScreeningFeeRefunds(transactionId);
  if (!refunds.isSuccess || refunds.data.length === 0) return null;
  return (
    <section aria-label={t('holds.screeningFeeRefund.label')}>
      {refunds.data.map((refund) => {
        const values = { amount: formatCents(refund.amount_cents), due: spelledOutDate(refund.due_on) };
        return (
          <p key={`${refund.due_on}:${refund.amount_cents}:${refund.refunded_at ?? ''}`} role="status">
            {refund.refunded_at === null
              ? t('holds.screeningFeeRefund.due', values)
              : t('holds.screeningFeeRefund.refunded', {
                  ...values,
                  date: formatMomentDate(refund.refunded_at),
                })}
          </p>
        );
      })}
    </section>
  );
}
