import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { formatMomentDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { FileSection } from './FileSection';

/** Every payment made on the application, a returned one said to be so. */
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
    </FileSection>
  );
}
