import type { ScreeningPolicy } from '@portal/domain/schemas/screening-policy';
import { FormProvider } from 'react-hook-form';
import { ErrorList } from '@/components/ui/ErrorList';
import formStyles from '@/components/ui/Form.module.css';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import {
  SCREENING_FIELDS,
  type ScreeningValues,
  screeningFieldOf,
  screeningValues,
} from '@/features/staff-settings/lib/screening-form';
import { pathUnder } from '@/features/staff-settings/lib/section-values';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySections.module.css';
import { FormButtons } from './FormButtons';
import { CheckField, TextField } from './FormFields';
import { SectionFrame } from './SectionFrame';
import { bannerMessages, useSectionSave } from './use-section-save';

const loadSchema = () =>
  import('@/features/staff-settings/lib/section-form-schemas').then((module) => module.screeningFormSchema);

/**
 * The screening criteria the staff recommendation applies: credit scores, the deposit of a conditional
 * approval, evictions, criminal records. Each with a line on what it does; saved as the community's
 * `screening_policy`.
 */
export function ScreeningSection({ community, save }: CommunitySectionProps) {
  const { t } = useTranslation();
  const form = useSchemaForm<ScreeningValues, ScreeningPolicy>({
    schema: loadSchema,
    defaultValues: screeningValues(community.screening_policy),
  });
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, saved, send } = useSectionSave<ScreeningValues>({
    community,
    save,
    setError,
    fieldOf: (path) => {
      const own = pathUnder(path, 'screening_policy');
      return own === undefined ? undefined : screeningFieldOf(own);
    },
  });

  const submit = handleSubmit(async (policy) => {
    await send({ screening_policy: policy }, t('communitySections.screening.saved'));
  });

  return (
    <SectionFrame
      heading={t('communitySections.screening.heading')}
      intro={t('communitySections.screening.intro')}
      saved={saved}
    >
      <FormProvider {...form}>
        <form
          className={`${formStyles.form} ${styles.narrow}`}
          onSubmit={isSubmitting ? (event) => event.preventDefault() : submit}
          noValidate
        >
          {SCREENING_FIELDS.map((field) =>
            field === 'criminal_individualized_assessment' ? (
              <CheckField
                key={field}
                name={field}
                label={t(`communitySections.screening.labels.${field}`)}
                hint={t(`communitySections.screening.hints.${field}`)}
              />
            ) : (
              <TextField
                key={field}
                name={field}
                label={t(`communitySections.screening.labels.${field}`)}
                hint={t(`communitySections.screening.hints.${field}`)}
                inputMode={field === 'conditional_additional_deposit_months' ? 'decimal' : 'numeric'}
              />
            ),
          )}
          <ErrorList messages={bannerMessages(failure, errors.root)} />
          <FormButtons busy={isSubmitting} />
        </form>
      </FormProvider>
    </SectionFrame>
  );
}
