import type { CommunitySettings } from '@portal/domain/schemas/community';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { ErrorList } from '@/components/ui/ErrorList';
import formStyles from '@/components/ui/Form.module.css';
import {
  changedSettings,
  SETTING_GROUPS,
  type SettingsValues,
  settingsFieldOf,
  settingsValues,
} from '@/features/staff-settings/lib/application-settings-form';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { pathUnder } from '@/features/staff-settings/lib/section-values';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySections.module.css';
import { FormButtons } from './FormButtons';
import { SectionFrame } from './SectionFrame';
import { SettingField } from './SettingField';
import { bannerMessages, useSectionSave } from './use-section-save';

/**
 * Every setting of the community (income verification, applications, prices, leases, security), each
 * with the input its type takes; a save sends only the settings that changed.
 */
export function ApplicationSettingsSection({ community, save }: CommunitySectionProps) {
  const { t } = useTranslation();
  const before = community.settings;
  const schema = useMemo(
    () => () =>
      import('@/features/staff-settings/lib/section-form-schemas').then((module) =>
        module.settingsFormSchema(before),
      ),
    [before],
  );
  const form = useSchemaForm<SettingsValues, Omit<CommunitySettings, 'renewals'>>({
    schema,
    defaultValues: settingsValues(before),
  });
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, saved, setSaved, send } = useSectionSave<SettingsValues>({
    community,
    save,
    setError,
    fieldOf: (path) => {
      const own = pathUnder(path, 'settings');
      return own === undefined ? undefined : settingsFieldOf(own);
    },
  });

  const submit = handleSubmit(async (settings) => {
    const changed = changedSettings(community.settings, settings);
    if (Object.keys(changed).length === 0) {
      setSaved(t('communitySections.noChanges'));
      return;
    }
    // The API merges the settings named with the community's own, then checks them whole.
    await send({ settings: changed as CommunitySettings }, t('communitySections.settings.saved'));
  });

  return (
    <SectionFrame
      heading={t('communitySections.settings.heading')}
      intro={t('communitySections.settings.intro')}
      saved={saved}
    >
      <FormProvider {...form}>
        <form
          className={`${formStyles.form} ${styles.form}`}
          onSubmit={isSubmitting ? (event) => event.preventDefault() : submit}
          noValidate
        >
          {Object.entries(SETTING_GROUPS).map(([group, settings]) => (
            <fieldset key={group} className={styles.group}>
              <legend className={styles.legend}>
                {t(`communitySections.settings.groups.${group as keyof typeof SETTING_GROUPS}`)}
              </legend>
              {settings.map((setting) => (
                <SettingField key={setting} setting={setting} />
              ))}
            </fieldset>
          ))}
          <ErrorList messages={bannerMessages(failure, errors.root)} />
          <FormButtons busy={isSubmitting} />
        </form>
      </FormProvider>
    </SectionFrame>
  );
}
