import { transactionTypeLabel } from '@portal/domain/constants/transaction-types';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { ErrorList } from '@/components/ui/ErrorList';
import formStyles from '@/components/ui/Form.module.css';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import {
  FEE_CATEGORY_CHOICES,
  FEE_KINDS,
  FEE_TRANSACTION_TYPES,
  type FeeDefinition,
  type FeeValues,
  feeFieldOf,
  feeValues,
} from '@/features/staff-settings/lib/fee-form';
import { pathUnder } from '@/features/staff-settings/lib/section-values';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { FeeAmountFields } from './FeeAmountFields';
import { FormButtons } from './FormButtons';
import { CheckField, ChoiceGroup, SelectField, TextField } from './FormFields';
import { ItemPanel } from './ItemPanel';
import { NameKeyFields } from './NameKeyFields';
import { bannerMessages, useSectionSave } from './use-section-save';

export interface ItemFormProps extends CommunitySectionProps {
  id: string;
  /** Where the item is in its list; the list's length for a new one. */
  index: number;
  level: 3 | 4;
  placement: 'row' | 'add';
  onCancel: () => void;
  /** Called with what to announce once the list is saved and read again. */
  onSaved: (message: string) => void;
}

/** One fee, new or changed; saving sends every fee of the community, this one in its place. */
export function FeeForm({ id, index, level, placement, onCancel, onSaved, ...section }: ItemFormProps) {
  const { t } = useTranslation();
  const { fees } = section.community;
  const fee = fees[index];
  const schema = useMemo(() => {
    const otherKeys = fees.filter((_, other) => other !== index).map((other) => other.key);
    return () =>
      import('@/features/staff-settings/lib/section-form-schemas').then((module) =>
        module.feeFormSchema(otherKeys),
      );
  }, [fees, index]);
  const form = useSchemaForm<FeeValues, FeeDefinition>({ schema, defaultValues: feeValues(fee) });
  const {
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, send } = useSectionSave<FeeValues>({
    ...section,
    setError,
    fieldOf: (path) => {
      const own = pathUnder(path, `fees.${index}`);
      return own === undefined ? undefined : feeFieldOf(own, getValues());
    },
  });

  const submit = handleSubmit(async (changed) => {
    const next = [...fees];
    next[index] = changed;
    if (await send({ fees: next }))
      onSaved(
        t(fee ? 'communitySections.item.saved' : 'communitySections.item.added', { name: changed.name }),
      );
  });

  const transactionTypes = [...new Set([...FEE_TRANSACTION_TYPES, ...(fee?.transaction_types ?? [])])];
  return (
    <ItemPanel
      id={id}
      level={level}
      placement={placement}
      heading={
        fee
          ? t('communitySections.item.editHeading', { name: fee.name })
          : t('communitySections.fees.addHeading')
      }
      onCancel={onCancel}
    >
      <FormProvider {...form}>
        <form
          className={formStyles.form}
          onSubmit={isSubmitting ? (event) => event.preventDefault() : submit}
          noValidate
        >
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
          <ErrorList messages={bannerMessages(failure, errors.root)} />
          <FormButtons busy={isSubmitting} onCancel={onCancel} />
        </form>
      </FormProvider>
    </ItemPanel>
  );
}
