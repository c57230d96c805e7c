import { useController, useFormContext } from 'react-hook-form';
import { EmailInput } from '@/components/ui/EmailInput';
import { Field } from '@/components/ui/Field';
import formStyles from '@/components/ui/Form.module.css';
import { PhoneInput } from '@/components/ui/PhoneInput';
import type { IdentityField } from '@/features/staff-settings/lib/community-form';
import { useTranslation } from '@/lib/i18n';
import { TimeZoneField } from './TimeZoneField';

interface IdentityFieldsProps {
  /** What the slug field says under its label: its rules, and on a community that has one, the redirect. */
  slugHint: string;
  /** Called as the slug is typed (the set-up page stops suggesting one from the name). */
  onSlugInput?: (slug: string) => void;
  /** Whether the contact e-mail must be given. */
  emailRequired: boolean;
}

/**
 * A community's names, slug, address, contact and time zone, in a form (inside its `FormProvider`) whose
 * values have them, registered in this order, the order in which the first field with a problem is focused.
 */
export function IdentityFields({ slugHint, onSlugInput, emailRequired }: IdentityFieldsProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<Record<IdentityField, string>>();
  const displayName = register('display_name');
  const buildingName = register('building_name');
  const slug = register('slug', {
    onChange: (event: { target: { value: string } }) => onSlugInput?.(event.target.value),
  });
  const address = register('normalized_street_address');
  const phone = register('contact_phone');
  const email = register('contact_email');
  const { field: timezone } = useController({ control, name: 'timezone' });
  return (
    <>
      <div className={formStyles.row}>
        <Field
          label={t('communitySettings.fields.display_name')}
          error={errors.display_name?.message}
          required
        >
          {(control) => <input {...control} {...displayName} type="text" autoComplete="off" />}
        </Field>
        <Field
          label={t('communitySettings.fields.building_name')}
          hint={t('communitySettings.fields.building_nameHint')}
          error={errors.building_name?.message}
          required
        >
          {(control) => <input {...control} {...buildingName} type="text" autoComplete="off" />}
        </Field>
      </div>
      <Field label={t('communitySettings.fields.slug')} hint={slugHint} error={errors.slug?.message} required>
        {(control) => (
          <input
            {...control}
            {...slug}
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <Field
        label={t('communitySettings.fields.normalized_street_address')}
        hint={t('communitySettings.fields.normalized_street_addressHint')}
        error={errors.normalized_street_address?.message}
        required
      >
        {(control) => <input {...control} {...address} type="text" autoComplete="off" />}
      </Field>
      <div className={formStyles.row}>
        <Field
          label={t('communitySettings.fields.contact_phone')}
          error={errors.contact_phone?.message}
          required
        >
          {(control) => <PhoneInput {...control} {...phone} autoComplete="off" />}
        </Field>
        <Field
          label={
            emailRequired
              ? t('communitySettings.fields.contact_email')
              : t('communitySettings.fields.contact_emailOptional')
          }
          error={errors.contact_email?.message}
          required={emailRequired}
        >
          {(control) => <EmailInput {...control} {...email} autoComplete="off" />}
        </Field>
      </div>
      <TimeZoneField field={timezone} error={errors.timezone?.message} />
    </>
  );
}
