import {
  type ConcessionDefinition,
  type ConcessionValues,
  concessionFieldOf,
  concessionTermChoices,
  concessionValues,
} from '@/features/staff-settings/lib/concession-form';
import { useTranslation } from '@/lib/i18n';
import { ChoiceGroup, TextField } from './FormFields';
import { ItemFormFrame } from './ItemFormFrame';
import { NameKeyFields } from './NameKeyFields';
import { type ItemFormProps, useItemForm } from './use-item-form';

const loadSchema = (otherKeys: string[]) =>
  import('@/features/staff-settings/lib/section-form-schemas').then((module) =>
    module.concessionFormSchema(otherKeys),
  );

/**
 * One concession, new or changed: an amount off the rent each month, for the lease terms it applies to.
 * Saving sends every concession of the community, this one in its place.
 */
export function ConcessionForm(props: ItemFormProps) {
  const { t } = useTranslation();
  const { item, frame } = useItemForm<ConcessionValues, ConcessionDefinition>('concessions', props, {
    loadSchema,
    values: concessionValues,
    fieldOf: concessionFieldOf,
  });

  return (
    <ItemFormFrame {...frame} addHeading={t('communitySections.concessions.addHeading')}>
      <NameKeyFields isNew={!item} />
      <TextField
        name="amount"
        label={t('communitySections.concessions.amount')}
        hint={t('communitySections.fees.amountHint')}
        inputMode="decimal"
      />
      <ChoiceGroup
        name="terms"
        type="checkbox"
        label={t('communitySections.concessions.terms')}
        choices={concessionTermChoices(props.community.lease_terms_months, item).map((months) => ({
          value: String(months),
          label: t('communitySections.concessions.term', { count: months }),
        }))}
      />
    </ItemFormFrame>
  );
}
