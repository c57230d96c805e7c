import type { PaymentMethod } from '@portal/domain/schemas/payments';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useApplicant } from '@/features/journey/api/applicant';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';

/**
 * The applicant's failed_payment (decision 0031): their latest payment the bank sent back and not paid
 * again, with the day it failed and the account it was drawn on while that account is still saved.
 */
export function FailedPaymentNotice({
  applicantId,
  methods,
}: {
  applicantId: number;
  methods: readonly PaymentMethod[];
}) {
  const { t } = useTranslation();
  const failed = useApplicant(applicantId).data?.failed_payment;
  if (!failed) return null;
  const method = methods.find((candidate) => candidate.id === failed.payment_method_id);
  return (
    <StatusBanner
      tone="error"
      messages={[
        t('payments.methodsPage.failedPayment', {
          amount: formatCents(failed.amount),
          account: method ? method.label : t('payments.outstanding.unknownAccount'),
          date: spelledOutDate(failed.failed_on),
        }),
      ]}
    />
  );
}
