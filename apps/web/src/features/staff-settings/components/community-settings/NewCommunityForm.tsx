import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCreateCommunity } from '@/features/staff-settings/api/admin-communities';
import { byFormField, NEW_COMMUNITY_FIELDS } from '@/features/staff-settings/lib/community-form';
import { communitySettingsPath } from '@/features/staff-settings/lib/community-paths';
import {
  DEFAULT_TIME_ZONE,
  type NewCommunityFields,
  newCommunityDefinition,
  suggestSlug,
} from '@/features/staff-settings/lib/new-community';
import { refusalMessage } from '@/lib/failure-message';
import { showFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { SettingsForm } from '../SettingsForm';
import { ColourFields } from './ColourFields';
import styles from './CommunitySettings.module.css';
import { communityFormMessages } from './form-messages';
import { IdentityFields } from './IdentityFields';

const blankCommunity: NewCommunityFields = {
  display_name: '',
  building_name: '',
  slug: '',
  normalized_street_address: '',
  contact_phone: '',
  contact_email: '',
  timezone: DEFAULT_TIME_ZONE,
  primary_color: '#1D4ED8',
  secondary_color: '#0F766E',
  background: '#FFFFFF',
  dark_mode: false,
};

/**
 * The set-up page's form: what a new community needs (names, slug, address, contact, time zone, colours);
 * the rest starts from `newCommunityDefinition`'s defaults. The slug follows the name until it is typed
 * in. Once created, the community's settings open; the server's field messages go under their fields.
 */
export function NewCommunityForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCommunity();
  const [failure, setFailure] = useState<string[]>([]);
  const slugTyped = useRef(false);
  const schema = useMemo(() => {
    const messages = communityFormMessages(t);
    return () =>
      import('@/features/staff-settings/lib/community-form-schemas').then((module) =>
        module.newCommunitySchema(messages),
      );
  }, [t]);
  const form = useSchemaForm<NewCommunityFields>({ schema, defaultValues: blankCommunity });
  const { handleSubmit, setError, setValue, control } = form;
  const name = useWatch({ control, name: 'display_name' });

  useEffect(() => {
    if (!slugTyped.current) setValue('slug', suggestSlug(name), { shouldDirty: true });
  }, [name, setValue]);

  const submit = handleSubmit(async (fields) => {
    if (create.isPending) return;
    setFailure([]);
    try {
      const created = await create.mutateAsync(newCommunityDefinition(fields));
      navigate(communitySettingsPath(created.slug));
    } catch (error) {
      const fallback = refusalMessage(error, t('staffSettings.failed'));
      setFailure(showFailure(byFormField(error), NEW_COMMUNITY_FIELDS, fallback, setError));
    }
  });

  return (
    <SettingsForm
      form={form}
      onSubmit={submit}
      className={styles.form}
      failure={failure}
      submitLabel={t('communitySettings.create.submit')}
      busyLabel={t('communitySettings.create.submitting')}
      wide
    >
      <IdentityFields
        slugHint={t('communitySettings.fields.slugHint')}
        onSlugInput={(slug) => {
          slugTyped.current = slug !== '';
        }}
        emailRequired
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('communitySettings.create.colours')}</legend>
        <ColourFields />
      </fieldset>
      <p className={styles.muted}>{t('communitySettings.create.defaults')}</p>
    </SettingsForm>
  );
}
