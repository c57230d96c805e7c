import { THEME_FIELDS, type ThemeValues, themeChange } from '@/features/staff-settings/lib/community-form';
import type {
  CommunitySectionProps,
  CommunitySettings,
} from '@/features/staff-settings/lib/community-section';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { SettingsSection } from '../SettingsSection';
import { ColourFields } from './ColourFields';
import { CommunityForm } from './CommunityForm';
import { LogoUpload } from './LogoUpload';
import { useCommunityFormSave } from './use-community-form-save';

const loadThemeSchema = () =>
  import('@/features/staff-settings/lib/community-form-schemas').then((module) => module.themeSchema());

/**
 * Theme: the logo (uploaded on its own), the primary, secondary and background colours and dark mode.
 * The contrast of white on the primary colour is previewed as it is chosen; on save, the server's
 * verdict goes under the primary colour.
 */
export function ThemeSection({ community, save }: CommunitySectionProps) {
  const { t } = useTranslation();
  const { primary_color, secondary_color, background, dark_mode } = community.theme;
  const form = useSchemaForm<ThemeValues>({
    schema: loadThemeSchema,
    defaultValues: { primary_color, secondary_color, background, dark_mode },
  });
  const { send, ...outcome } = useCommunityFormSave(form, THEME_FIELDS, save);

  const submit = form.handleSubmit((values) => {
    const change = themeChange(community.theme, values);
    // The API takes a part of the theme (its fields are changed one by one); the shared type names it whole.
    return send(change, t('communitySettings.theme.saved'), { theme: change as CommunitySettings['theme'] });
  });

  return (
    <SettingsSection
      heading={t('communitySettings.sections.theme')}
      intro={t('communitySettings.theme.intro')}
    >
      <LogoUpload community={community} />
      <CommunityForm
        form={form}
        onSubmit={submit}
        outcome={outcome}
        submitLabel={t('communitySettings.theme.save')}
      >
        <ColourFields />
      </CommunityForm>
    </SettingsSection>
  );
}
