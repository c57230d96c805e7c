import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/Field';
import type { ThemeField, ThemeValues } from '@/features/staff-settings/lib/community-form';
import { useTranslation } from '@/lib/i18n';
import { ColorField } from './ColorField';
import styles from './CommunitySettings.module.css';
import { ContrastPreview } from './ContrastPreview';

type Colour = Exclude<ThemeField, 'dark_mode'>;
const COLOURS: readonly Colour[] = ['primary_color', 'secondary_color', 'background'];

/**
 * The theme's colours and dark mode, in a form (inside its `FormProvider`) whose values have them: the
 * set-up page's and the Theme section's. Under the primary colour, white text on it as buttons show it.
 */
export function ColourFields() {
  const { t } = useTranslation();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ThemeValues>();
  const values = useWatch({ control, name: [...COLOURS] });
  const label = (colour: Colour) => t(`communitySettings.fields.${colour}`);
  return (
    <>
      <div className={styles.colours}>
        {COLOURS.map((colour, index) => (
          <ColorField
            key={colour}
            label={label(colour)}
            pickerLabel={t('communitySettings.fields.picker', { colour: label(colour) })}
            hint={t(`communitySettings.fields.${colour}Hint`)}
            error={errors[colour]?.message}
            registration={register(colour)}
            value={values[index] ?? ''}
            onPick={(picked) => setValue(colour, picked, { shouldDirty: true, shouldValidate: true })}
          />
        ))}
      </div>
      <ContrastPreview primary={values[0] ?? ''} />
      <CheckboxField label={t('communitySettings.fields.dark_mode')}>
        {(checkbox) => <input {...checkbox} {...register('dark_mode')} type="checkbox" />}
      </CheckboxField>
    </>
  );
}
