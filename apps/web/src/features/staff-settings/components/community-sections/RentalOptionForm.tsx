import formStyles from '@/components/ui/Form.module.css';
import {
  type RentalOptionDefinition,
  type RentalOptionValues,
  rentalOptionCategoryChoices,
  rentalOptionFieldOf,
  rentalOptionValues,
} from '@/features/staff-settings/lib/rental-option-form';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySections.module.css';
import { CheckField, SelectField, TextField } from './FormFields';
import { ItemFormFrame } from './ItemFormFrame';
import { NameKeyFields } from './NameKeyFields';
import { type ItemFormProps, useItemForm } from './use-item-form';

const loadSchema = (otherKeys: string[]) =>
  import('@/features/staff-settings/lib/section-form-schemas').then((module) =>
    module.rentalOptionFormSchema(otherKeys),
  );

/** One rental option, new or changed; saving sends every option of the community, this one in its place. */
export function RentalOptionForm(props: ItemFormProps) {
  const { t } = useTranslation();
  const { item: option, frame } = useItemForm<RentalOptionValues, RentalOptionDefinition>(
    'rental_options',
    props,
    { loadSchema, values: rentalOptionValues, fieldOf: rentalOptionFieldOf },
  );
  const amount = (name: 'monthly' | 'deposit' | 'oneTime', hint?: string) => ({
    name: name === 'oneTime' ? 'one_time' : name,
    label: t(`communitySections.rentalOptions.${name}`),
    hint,
    inputMode: 'decimal' as const,
  });

  return (
    <ItemFormFrame {...frame} addHeading={t('communitySections.rentalOptions.addHeading')}>
      <SelectField
        name="category"
        label={t('communitySections.rentalOptions.category')}
        options={rentalOptionCategoryChoices(option).map((category) => ({
          value: category,
          label: t(`communitySections.rentalOptions.categories.${category}`, { defaultValue: category }),
        }))}
      />
      <NameKeyFields isNew={!option} />
      <div className={formStyles.row}>
        <TextField {...amount('monthly', t('communitySections.fees.amountHint'))} />
        <TextField {...amount('deposit', t('communitySections.rentalOptions.optionalAmountHint'))} />
        <TextField {...amount('oneTime', t('communitySections.rentalOptions.optionalAmountHint'))} />
      </div>
      <TextField
        name="max_quantity"
        label={t('communitySections.rentalOptions.maxQuantity')}
        inputMode="numeric"
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('communitySections.rentalOptions.includedLegend')}</legend>
        <p className={styles.muted}>{t('communitySections.rentalOptions.includedHint')}</p>
        <div className={formStyles.row}>
          <TextField
            name="included_bedrooms"
            label={t('communitySections.rentalOptions.includedBedrooms')}
            inputMode="numeric"
          />
          <TextField
            name="included_quantity"
            label={t('communitySections.rentalOptions.includedQuantity')}
            inputMode="numeric"
          />
        </div>
      </fieldset>
      <CheckField name="taxable" label={t('communitySections.item.taxable')} />
    </ItemFormFrame>
  );
}
