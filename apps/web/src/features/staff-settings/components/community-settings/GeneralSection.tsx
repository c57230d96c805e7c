import { useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { Field } from '@/components/ui/Field';
import formStyles from '@/components/ui/Form.module.css';
import { StatusBanner } from '@/components/ui/StatusBanner';
import {
  byFormField,
  GENERAL_FIELDS,
  type GeneralOutput,
  type GeneralValues,
  generalChange,
  generalValues,
} from '@/features/staff-settings/lib/community-form';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { refusalMessage } from '@/lib/failure-message';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { showFailure } from '@/shared/journey-step/submit-failure';
import styles from './CommunitySettings.module.css';
import { communityFormMessages } from './form-messages';
import { IdentityFields } from './IdentityFields';
import { SectionPanel } from './SectionPanel';

/**
 * General: the community's names, slug (its old address keeps leading to it), address, contact, time zone
 * and the reasons residents give for leaving, one per line. Save sends only what changed; the server's
 * messages go under their fields, and the saved change is announced.
 */
export function GeneralSection({ community, save }: CommunitySectionProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const hasEmail = community.contact_email !== undefined;
  const schema = useMemo(() => {
    const messages = communityFormMessages(t);
    return () =>
      import('@/features/staff-settings/lib/community-form-schemas').then((module) =>
        module.generalSchema(messages, { hasEmail }),
      );
  }, [t, hasEmail]);
  const form = useSchemaForm<GeneralValues, GeneralOutput>({
    schema,
    defaultValues: generalValues(community),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    setFailure([]);
    setSaved(null);
    const change = generalChange(community, values);
    if (Object.keys(change).length === 0) {
      setSaved(t('communitySettings.general.nothingChanged'));
      return;
    }
    try {
      await save(change);
      reset(getValues());
      setSaved(t('communitySettings.general.saved'));
    } catch (error) {
      setFailure(
        showFailure(
          byFormField(error),
          GENERAL_FIELDS,
          refusalMessage(error, t('staffSettings.failed')),
          setError,
        ),
      );
    }
  });

  return (
    <SectionPanel
      heading={t('communitySettings.sections.general')}
      intro={t('communitySettings.general.intro')}
    >
      <FormProvider {...form}>
        <form className={`${formStyles.form} ${styles.form}`} onSubmit={submit} noValidate>
          <IdentityFields
            slugHint={t('communitySettings.general.slugHint', { slug: community.slug })}
            emailRequired={hasEmail}
          />
          <Field
            label={t('communitySettings.fields.vacate_reasons')}
            hint={t('communitySettings.fields.vacate_reasonsHint')}
            error={errors.vacate_reasons?.message}
          >
            {(control) => <textarea {...control} {...register('vacate_reasons')} rows={8} />}
          </Field>
          <ErrorList messages={failure} />
          {saved ? <StatusBanner tone="success" alert messages={[saved]} /> : null}
          <div className={formStyles.actions}>
            <Button type="submit" className={formStyles.submit} aria-disabled={isSubmitting || undefined}>
              {isSubmitting ? t('communitySettings.saving') : t('communitySettings.save')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </SectionPanel>
  );
}
