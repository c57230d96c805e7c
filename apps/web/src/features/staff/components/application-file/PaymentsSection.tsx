import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { formatMomentDate, spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { FileSection } from './FileSection';

/**
 * Every payment made on the application, a returned one said to be so, then the screening fees owed back
 * because another application was chosen (California), with the day each is due by.
 */
export function PaymentsSection({ file }: { file: StaffApplicationFile }) {
  const { t } = useTranslation();
  return (
    <FileSection heading={t('staffConsole.file.payments.heading')}>
      {file.payment_breakdown === null ? <p>{t('staffConsole.file.payments.breakdownPending')}</p> : null}
      {file.payments.length === 0 ? (
        <p>{t('staffConsole.file.payments.none')}</p>
      ) : (
        <ul>
          {file.payments.map((payment) => (
            <li key={payment.id}>
              {t(
                payment.status === 'returned'
                  ? 'staffConsole.file.payments.returned'
                  : 'staffConsole.file.payments.payment',
                {
                  payer: payment.payer_name,
                  amount: formatCents(payment.amount_cents),
                  date: formatMomentDate(payment.paid_at),
                },
              )}
            </li>
          ))}
        </ul>
      )}
      {file.screening_fee_refunds.length > 0 ? (
        <ul>
          {file.screening_fee_refunds.map((refund, index) => {
            const values = {
              payer: refund.payer_name,
              amount: formatCents(refund.amount_cents),
              due: spelledOutDate(refund.due_on),
            };
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a refund has no id to show; the list only grows
              <li key={index}>
                {refund.refunded_at === null
                  ? t(
                      refund.cause === 'another_selected'
                        ? 'staffConsole.file.payments.refundDue'
                        : 'staffConsole.file.payments.refundDueInTime',
                      values,
                    )
                  : t('staffConsole.file.payments.refunded', {
                      ...values,
                      date: formatMomentDate(refund.refunded_at),
                    })}
              </li>
            );
          })}
        </ul>
      ) : null}
    </FileSection>
  );
}
