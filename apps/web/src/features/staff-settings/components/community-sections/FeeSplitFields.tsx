import { useFormContext, useWatch } from 'react-hook-form';
import { type FeeValues, splitsIntoParts } from '@/features/staff-settings/lib/fee-form';
import { useTranslation } from '@/lib/i18n';
import { TextField } from './FormFields';

/**
 * An application fee's parts, for the receipt a law asks to itemize (California): the screening agency's
 * charge and the processing time, adding up to the amount. Shown only for an application fee of one amount.
 */
export function FeeSplitFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<FeeValues>();
  const [category, pricing] = useWatch({ control, name: ['category', 'pricing'] });
  if (!splitsIntoParts({ category, pricing })) return null;
  return (
    <>
      <TextField
        name="agency_amount"
        label={t('communitySections.fees.agencyAmount')}
        hint={t('communitySections.fees.agencyAmountHint')}
        inputMode="decimal"
      />
      <TextField
        name="processing_amount"
        label={t('communitySections.fees.processingAmount')}
        hint={t('communitySections.fees.processingAmountHint')}
        inputMode="decimal"
      />
    </>
  );
}
