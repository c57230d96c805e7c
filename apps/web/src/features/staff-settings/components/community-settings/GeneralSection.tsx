import { useMemo } from 'react';
import { Field } from '@/components/ui/Field';
import {
  GENERAL_FIELDS,
  type GeneralOutput,
  type GeneralValues,
  generalChange,
  generalValues,
} from '@/features/staff-settings/lib/community-form';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { SettingsSection } from '../SettingsSection';
import { CommunityForm } from './CommunityForm';
import { communityFormMessages } from './form-messages';
import { IdentityFields } from './IdentityFields';
import { useCommunityFormSave } from './use-community-form-save';

/**
 * General: the community's names, slug (its old address keeps leading to it), address, contact, time zone
 * and the reasons residents give for leaving, one per line. Save sends only what changed; the server's
 * messages go under their fields, and the saved change is announced.
 */
export function GeneralSection({ community, save }: CommunitySectionProps) {
  const { t } = useTranslation();
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
    formState: { errors },
  } = form;
  const { send, ...outcome } = useCommunityFormSave(form, GENERAL_FIELDS, save);

  const submit = form.handleSubmit((values) =>
    send(generalChange(community, values), t('communitySettings.general.saved')),
  );

  return (
    <SettingsSection
      heading={t('communitySettings.sections.general')}
      intro={t('communitySettings.general.intro')}
    >
      <CommunityForm
        form={form}
        onSubmit={submit}
        outcome={outcome}
        submitLabel={t('communitySettings.save')}
      >
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
      </CommunityForm>
    </SettingsSection>
  );
}
