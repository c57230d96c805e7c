import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { ErrorList } from '@/components/ui/ErrorList';
import formStyles from '@/components/ui/Form.module.css';
import {
  type RentalOptionDefinition,
  type RentalOptionValues,
  rentalOptionCategoryChoices,
  rentalOptionFieldOf,
  rentalOptionValues,
} from '@/features/staff-settings/lib/rental-option-form';
import { pathUnder } from '@/features/staff-settings/lib/section-values';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySections.module.css';
import type { ItemFormProps } from './FeeForm';
import { FormButtons } from './FormButtons';
import { CheckField, SelectField, TextField } from './FormFields';
import { ItemPanel } from './ItemPanel';
import { NameKeyFields } from './NameKeyFields';
import { bannerMessages, useSectionSave } from './use-section-save';

/** One rental option, new or changed; saving sends every option of the community, this one in its place. */
export function RentalOptionForm({
  id,
  index,
  level,
  placement,
  onCancel,
  onSaved,
  ...section
}: ItemFormProps) {
  const { t } = useTranslation();
  const options = section.community.rental_options;
  const option = options[index];
  const schema = useMemo(() => {
    const otherKeys = options.filter((_, other) => other !== index).map((other) => other.key);
    return () =>
      import('@/features/staff-settings/lib/section-form-schemas').then((module) =>
        module.rentalOptionFormSchema(otherKeys),
      );
  }, [options, index]);
  const form = useSchemaForm<RentalOptionValues, RentalOptionDefinition>({
    schema,
    defaultValues: rentalOptionValues(option),
  });
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, send } = useSectionSave<RentalOptionValues>({
    ...section,
    setError,
    fieldOf: (path) => {
      const own = pathUnder(path, `rental_options.${index}`);
      return own === undefined ? undefined : rentalOptionFieldOf(own);
    },
  });

  const submit = handleSubmit(async (changed) => {
    const next = [...options];
    next[index] = changed;
    if (await send({ rental_options: next }))
      onSaved(
        t(option ? 'communitySections.item.saved' : 'communitySections.item.added', { name: changed.name }),
      );
  });
  const amount = (name: 'monthly' | 'deposit' | 'oneTime', hint?: string) => ({
    name: name === 'oneTime' ? 'one_time' : name,
    label: t(`communitySections.rentalOptions.${name}`),
    hint,
    inputMode: 'decimal' as const,
  });

  return (
    <ItemPanel
      id={id}
      level={level}
      placement={placement}
      heading={
        option
          ? t('communitySections.item.editHeading', { name: option.name })
          : t('communitySections.rentalOptions.addHeading')
      }
      onCancel={onCancel}
    >
      <FormProvider {...form}>
        <form
          className={formStyles.form}
          onSubmit={isSubmitting ? (event) => event.preventDefault() : submit}
          noValidate
        >
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
          <ErrorList messages={bannerMessages(failure, errors.root)} />
          <FormButtons busy={isSubmitting} onCancel={onCancel} />
        </form>
      </FormProvider>
    </ItemPanel>
  );
}
