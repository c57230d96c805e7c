import type { PaymentAnswer } from '@portal/domain/schemas/payments';
import { useEffect, useId, useRef } from 'react';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useChargeName } from '@/lib/charge-name';
import { formatMomentDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { ContinueStep } from '@/shared/journey-step/ContinueStep';
import { AmountTable } from '@/shared/payment-breakdown/AmountTable';
import styles from '@/shared/payment-breakdown/FeesDepositsPage.module.css';
import { ItemizedScreeningFees } from './ItemizedScreeningFees';

/**
 * What was just charged, line by line (a screening fee in its parts where the law asks), in place of the
 * payment form; the e-mailed receipt says the same.
 */
export function PaymentReceipt({ receipt }: { receipt: PaymentAnswer }) {
  const { t } = useTranslation();
  const chargeName = useChargeName();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const paidOn = formatMomentDate(receipt.created_at);

  // The form the user was in is gone: their focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.dueNow} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {t('payments.fees.receiptHeading')}
      </h2>
      <StatusBanner
        tone="success"
        messages={[t('payments.fees.receiptThanks', { amount: formatCents(receipt.amount), date: paidOn })]}
      />
      <AmountTable
        caption={t('payments.fees.receiptCaption', { number: String(receipt.id) })}
        rows={receipt.line_items.map((line) => ({
          key: `${line.category}:${line.name}:${line.applicant ?? ''}`,
          label: chargeName(line.name),
          amount: line.amount,
        }))}
        totals={[{ key: 'total', label: t('payments.fees.totalPaid'), amount: receipt.amount }]}
      />
      <ItemizedScreeningFees receipt={receipt} />
      <p>{t('payments.fees.receiptEmailed')}</p>
      <ContinueStep page="fees-deposits" />
    </section>
  );
}
