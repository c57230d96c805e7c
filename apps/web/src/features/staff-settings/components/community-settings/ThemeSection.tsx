import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import formStyles from '@/components/ui/Form.module.css';
import { StatusBanner } from '@/components/ui/StatusBanner';
import {
  byFormField,
  THEME_FIELDS,
  type ThemeValues,
  themeChange,
} from '@/features/staff-settings/lib/community-form';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { refusalMessage } from '@/lib/failure-message';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { showFailure } from '@/shared/journey-step/submit-failure';
import { ColourFields } from './ColourFields';
import styles from './CommunitySettings.module.css';
import { LogoUpload } from './LogoUpload';
import { SectionPanel } from './SectionPanel';

const loadThemeSchema = () =>
  import('@/features/staff-settings/lib/community-form-schemas').then((module) => module.themeSchema());

/**
 * Theme: the logo (uploaded on its own), the primary, secondary and background colours and dark mode.
 * The contrast of white on the primary colour is previewed as it is chosen; on save, the server's
 * verdict goes under the primary colour.
 */
export function ThemeSection({ community, save }: CommunitySectionProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const { primary_color, secondary_color, background, dark_mode } = community.theme;
  const form = useSchemaForm<ThemeValues>({
    schema: loadThemeSchema,
    defaultValues: { primary_color, secondary_color, background, dark_mode },
  });
  const {
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    setFailure([]);
    setSaved(null);
    const change = themeChange(community.theme, values);
    if (Object.keys(change).length === 0) {
      setSaved(t('communitySettings.general.nothingChanged'));
      return;
    }
    try {
      // The API takes a part of the theme (its fields are changed one by one); the shared type names it whole.
      await save({ theme: change as CommunitySectionProps['community']['theme'] });
      reset(getValues());
      setSaved(t('communitySettings.theme.saved'));
    } catch (error) {
      setFailure(
        showFailure(
          byFormField(error),
          THEME_FIELDS,
          refusalMessage(error, t('staffSettings.failed')),
          setError,
        ),
      );
    }
  });

  return (
    <SectionPanel heading={t('communitySettings.sections.theme')} intro={t('communitySettings.theme.intro')}>
      <LogoUpload community={community} />
      <FormProvider {...form}>
        <form className={`${formStyles.form} ${styles.form}`} onSubmit={submit} noValidate>
          <ColourFields />
          <ErrorList messages={failure} />
          {saved ? <StatusBanner tone="success" alert messages={[saved]} /> : null}
          <div className={formStyles.actions}>
            <Button type="submit" className={formStyles.submit} aria-disabled={isSubmitting || undefined}>
              {isSubmitting ? t('communitySettings.saving') : t('communitySettings.theme.save')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </SectionPanel>
  );
}
