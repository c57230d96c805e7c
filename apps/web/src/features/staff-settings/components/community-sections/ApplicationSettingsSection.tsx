import type { CommunitySettings } from '@portal/domain/schemas/community';
import { useMemo } from 'react';
import {
  changedSettings,
  type FormSettings,
  SETTING_GROUPS,
  type SettingsValues,
  settingsFieldOf,
  settingsValues,
} from '@/features/staff-settings/lib/application-settings-form';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { fieldUnder } from '@/features/staff-settings/lib/section-values';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySections.module.css';
import { SectionForm } from './SectionForm';
import { SectionFrame } from './SectionFrame';
import { SettingField } from './SettingField';
import { useSectionForm } from './use-section-save';

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
  const { form, failure, saved, setSaved, send } = useSectionForm<SettingsValues, FormSettings>({
    community,
    save,
    schema,
    defaultValues: settingsValues(before),
    fieldOf: fieldUnder('settings', settingsFieldOf),
  });

  const submit = form.handleSubmit(async (settings) => {
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
      <SectionForm form={form} onSubmit={submit} failure={failure} className={styles.form}>
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
      </SectionForm>
    </SectionFrame>
  );
}
