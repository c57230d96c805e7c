import type { PaymentAnswer } from '@portal/domain/schemas/payments';
import { useChargeName } from '@/lib/charge-name';
import { useTranslation } from '@/lib/i18n';
import { AmountTable } from '@/shared/payment-breakdown/AmountTable';

/**
 * Each screening fee of a receipt in its parts, where the law of the home asks the receipt to itemize it
 * (Cal. Civ. Code § 1950.6(d)), and the law named; nothing elsewhere.
 */
export function ItemizedScreeningFees({ receipt }: { receipt: PaymentAnswer }) {
  const { t } = useTranslation();
  const chargeName = useChargeName();
  const law = receipt.itemized_by_law;
  if (!law) return null;
  return (
    <>
      {receipt.line_items.map(({ itemization, ...line }) =>
        itemization ? (
          <AmountTable
            key={`${line.category}:${line.name}:${line.applicant ?? ''}`}
            caption={t('payments.itemized.caption', { fee: chargeName(line.name) })}
            rows={[
              { key: 'agency', label: t('payments.itemized.agency'), amount: itemization.screening_agency },
              { key: 'time', label: t('payments.itemized.time'), amount: itemization.processing_time },
            ]}
            totals={[{ key: 'total', label: t('payments.itemized.total'), amount: line.amount }]}
          />
        ) : null,
      )}
      <p>{t('payments.itemized.byLaw', law)}</p>
    </>
  );
}
