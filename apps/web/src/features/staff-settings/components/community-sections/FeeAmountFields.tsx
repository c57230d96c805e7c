import { useFormContext, useWatch } from 'react-hook-form';
import type { FeeValues } from '@/features/staff-settings/lib/fee-form';
import { useTranslation } from '@/lib/i18n';
import { ChoiceGroup, TextField } from './FormFields';
import { RepeatedRows } from './RepeatedRows';

/**
 * How much a fee is: one amount in dollars, or an amount for each number of bedrooms (a security deposit
 * that grows with the home), a row each, removable, and Add an amount.
 */
export function FeeAmountFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<FeeValues>();
  const pricing = useWatch({ control, name: 'pricing' });

  return (
    <>
      <ChoiceGroup
        name="pricing"
        type="radio"
        label={t('communitySections.fees.pricing')}
        choices={[
          { value: 'flat', label: t('communitySections.fees.pricingFlat') },
          { value: 'by_bedrooms', label: t('communitySections.fees.pricingByBedrooms') },
        ]}
      />
      {pricing === 'flat' ? (
        <TextField
          name="amount"
          label={t('communitySections.fees.amount')}
          hint={t('communitySections.fees.amountHint')}
          inputMode="decimal"
        />
      ) : (
        <RepeatedRows
          name="by_bedrooms"
          legend={t('communitySections.fees.byBedroomsLegend')}
          hint={t('communitySections.fees.bedroomsHint')}
          inputs={[
            { name: 'bedrooms', label: t('communitySections.fees.bedrooms'), inputMode: 'numeric' },
            { name: 'amount', label: t('communitySections.fees.bedroomAmount'), inputMode: 'decimal' },
          ]}
          blank={{ bedrooms: '', amount: '' }}
          removeLabel={t('communitySections.fees.removeBedrooms')}
          removeName={(bedrooms, number) =>
            bedrooms
              ? t('communitySections.fees.removeBedroomsNamed', { bedrooms })
              : t('communitySections.fees.removeBedroomsBlank', { number })
          }
          addLabel={t('communitySections.fees.addBedrooms')}
        />
      )}
    </>
  );
}
