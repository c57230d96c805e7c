import type { ScreeningPolicy } from '@portal/domain/schemas/screening-policy';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import {
  SCREENING_FIELDS,
  type ScreeningValues,
  screeningFieldOf,
  screeningValues,
} from '@/features/staff-settings/lib/screening-form';
import { fieldUnder } from '@/features/staff-settings/lib/section-values';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySections.module.css';
import { CheckField, TextField } from './FormFields';
import { SectionForm } from './SectionForm';
import { SectionFrame } from './SectionFrame';
import { useSectionForm } from './use-section-save';

const loadSchema = () =>
  import('@/features/staff-settings/lib/section-form-schemas').then((module) => module.screeningFormSchema);

/**
 * The screening criteria the staff recommendation applies: credit scores, the deposit of a conditional
 * approval, evictions, criminal records. Each with a line on what it does; saved as the community's
 * `screening_policy`.
 */
export function ScreeningSection({ community, save }: CommunitySectionProps) {
  const { t } = useTranslation();
  const { form, failure, saved, send } = useSectionForm<ScreeningValues, ScreeningPolicy>({
    community,
    save,
    schema: loadSchema,
    defaultValues: screeningValues(community.screening_policy),
    fieldOf: fieldUnder('screening_policy', screeningFieldOf),
  });

  const submit = form.handleSubmit(async (policy) => {
    await send({ screening_policy: policy }, t('communitySections.screening.saved'));
  });

  return (
    <SectionFrame
      heading={t('communitySections.screening.heading')}
      intro={t('communitySections.screening.intro')}
      saved={saved}
    >
      <SectionForm form={form} onSubmit={submit} failure={failure} className={styles.narrow}>
        {SCREENING_FIELDS.map((field) => {
          const text = {
            name: field,
            label: t(`communitySections.screening.labels.${field}`),
            hint: t(`communitySections.screening.hints.${field}`),
          };
          return field === 'criminal_individualized_assessment' ? (
            <CheckField key={field} {...text} />
          ) : (
            <TextField
              key={field}
              {...text}
              inputMode={field === 'conditional_additional_deposit_months' ? 'decimal' : 'numeric'}
            />
          );
        })}
      </SectionForm>
    </SectionFrame>
  );
}
