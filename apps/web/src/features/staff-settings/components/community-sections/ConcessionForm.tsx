import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { ErrorList } from '@/components/ui/ErrorList';
import formStyles from '@/components/ui/Form.module.css';
import {
  type ConcessionDefinition,
  type ConcessionValues,
  concessionFieldOf,
  concessionTermChoices,
  concessionValues,
} from '@/features/staff-settings/lib/concession-form';
import { pathUnder } from '@/features/staff-settings/lib/section-values';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import type { ItemFormProps } from './FeeForm';
import { FormButtons } from './FormButtons';
import { ChoiceGroup, TextField } from './FormFields';
import { ItemPanel } from './ItemPanel';
import { NameKeyFields } from './NameKeyFields';
import { bannerMessages, useSectionSave } from './use-section-save';

/**
 * One concession, new or changed: an amount off the rent each month, for the lease terms it applies to.
 * Saving sends every concession of the community, this one in its place.
 */
export function ConcessionForm({
  id,
  index,
  level,
  placement,
  onCancel,
  onSaved,
  ...section
}: ItemFormProps) {
  const { t } = useTranslation();
  const { concessions, lease_terms_months } = section.community;
  const concession = concessions[index];
  const schema = useMemo(() => {
    const otherKeys = concessions.filter((_, other) => other !== index).map((other) => other.key);
    return () =>
      import('@/features/staff-settings/lib/section-form-schemas').then((module) =>
        module.concessionFormSchema(otherKeys),
      );
  }, [concessions, index]);
  const form = useSchemaForm<ConcessionValues, ConcessionDefinition>({
    schema,
    defaultValues: concessionValues(concession),
  });
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, send } = useSectionSave<ConcessionValues>({
    ...section,
    setError,
    fieldOf: (path) => {
      const own = pathUnder(path, `concessions.${index}`);
      return own === undefined ? undefined : concessionFieldOf(own);
    },
  });

  const submit = handleSubmit(async (changed) => {
    const next = [...concessions];
    next[index] = changed;
    if (await send({ concessions: next }))
      onSaved(
        t(concession ? 'communitySections.item.saved' : 'communitySections.item.added', {
          name: changed.name,
        }),
      );
  });

  return (
    <ItemPanel
      id={id}
      level={level}
      placement={placement}
      heading={
        concession
          ? t('communitySections.item.editHeading', { name: concession.name })
          : t('communitySections.concessions.addHeading')
      }
      onCancel={onCancel}
    >
      <FormProvider {...form}>
        <form
          className={formStyles.form}
          onSubmit={isSubmitting ? (event) => event.preventDefault() : submit}
          noValidate
        >
          <NameKeyFields isNew={!concession} />
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
            choices={concessionTermChoices(lease_terms_months, concession).map((months) => ({
              value: String(months),
              label: t('communitySections.concessions.term', { count: months }),
            }))}
          />
          <ErrorList messages={bannerMessages(failure, errors.root)} />
          <FormButtons busy={isSubmitting} onCancel={onCancel} />
        </form>
      </FormProvider>
    </ItemPanel>
  );
}
