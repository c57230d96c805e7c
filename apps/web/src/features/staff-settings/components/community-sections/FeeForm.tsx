import { transactionTypeLabel } from '@portal/domain/constants/transaction-types';
import {
  FEE_CATEGORY_CHOICES,
  FEE_KINDS,
  FEE_TRANSACTION_TYPES,
  type FeeDefinition,
  type FeeValues,
  feeFieldOf,
  feeValues,
} from '@/features/staff-settings/lib/fee-form';
import { useTranslation } from '@/lib/i18n';
import { FeeAmountFields } from './FeeAmountFields';
import { FeeSplitFields } from './FeeSplitFields';
import { CheckField, ChoiceGroup, SelectField, TextField } from './FormFields';
import { ItemFormFrame } from './ItemFormFrame';
import { NameKeyFields } from './NameKeyFields';
import { type ItemFormProps, useItemForm } from './use-item-form';

const loadSchema = (otherKeys: string[]) =>
  import('@/features/staff-settings/lib/section-form-schemas').then((module) =>
    module.feeFormSchema(otherKeys),
  );

/** One fee, new or changed; saving sends every fee of the community, this one in its place. */
export function FeeForm(props: ItemFormProps) {
  const { t } = useTranslation();
  const { item: fee, frame } = useItemForm<FeeValues, FeeDefinition>('fees', props, {
    loadSchema,
    values: feeValues,
    fieldOf: feeFieldOf,
  });

  const transactionTypes = [...new Set([...FEE_TRANSACTION_TYPES, ...(fee?.transaction_types ?? [])])];
  return (
    <ItemFormFrame {...frame} addHeading={t('communitySections.fees.addHeading')}>
      <NameKeyFields isNew={!fee} />
      <SelectField
        name="kind"
        label={t('communitySections.fees.kind')}
        options={FEE_KINDS.map((kind) => ({
          value: kind,
          label: t(`communitySections.fees.kinds.${kind}`),
        }))}
      />
      <SelectField
        name="category"
        label={t('communitySections.fees.category')}
        hint={t('communitySections.fees.categoryHint')}
        options={[
          { value: '', label: t('communitySections.none') },
          ...FEE_CATEGORY_CHOICES.map((code) => ({
            value: String(code),
            label: t(`communitySections.fees.categories.${code}`),
          })),
        ]}
      />
      <FeeAmountFields />
      <FeeSplitFields />
      <SelectField
        name="per"
        label={t('communitySections.fees.per')}
        options={(['adult_applicant', 'transaction'] as const).map((per) => ({
          value: per,
          label: t(`communitySections.fees.perOptions.${per}`),
        }))}
      />
      <TextField
        name="fee_help_text"
        label={t('communitySections.fees.helpText')}
        hint={t('communitySections.fees.helpTextHint')}
        long
      />
      <CheckField name="taxable" label={t('communitySections.item.taxable')} />
      <ChoiceGroup
        name="transaction_types"
        type="checkbox"
        label={t('communitySections.fees.transactionTypes')}
        hint={t('communitySections.fees.transactionTypesHint')}
        choices={transactionTypes.map((code) => ({
          value: String(code),
          label: t(`communitySections.fees.transactionTypeNames.${code}`, {
            defaultValue: transactionTypeLabel(code) ?? String(code),
          }),
        }))}
      />
    </ItemFormFrame>
  );
}
