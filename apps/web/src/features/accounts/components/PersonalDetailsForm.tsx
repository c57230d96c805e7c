import { EARLIEST_BIRTH_YEAR } from '@portal/domain/constants/limits';
import type { Profile } from '@portal/domain/schemas/profile';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/Button';
import { EmailInput } from '@/components/ui/EmailInput';
import { ErrorList } from '@/components/ui/ErrorList';
import { Field, type FieldControlProps } from '@/components/ui/Field';
import { PhoneInput } from '@/components/ui/PhoneInput';
import { useTranslation } from '@/lib/i18n';
import styles from '@/shared/account-frame/AccountsPage.module.css';
import type { PersonalDetailsValues } from '../lib/personal-details-fields';
import { PasswordField } from './PasswordField';
import { PersonalNameFields } from './PersonalNameFields';
import { SmsOptInField } from './SmsOptInField';
import { type PersonalDetailsFormSettings, usePersonalDetailsForm } from './use-personal-details-form';

export const emptyPersonalDetails: PersonalDetailsValues = {
  first_name: '',
  middle_name: '',
  last_name: '',
  suffix: '',
  email: '',
  phone_number: '',
  date_of_birth: '',
  password: '',
  sms_opt_in: false,
};

export function personalDetailsFromProfile(profile: Profile): PersonalDetailsValues {
  return {
    first_name: profile.first_name,
    middle_name: profile.middle_name ?? '',
    last_name: profile.last_name,
    suffix: profile.suffix ?? '',
    email: profile.email,
    phone_number: profile.phone_number ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    password: '',
    sms_opt_in: profile.sms_opt_in,
  };
}

/** The community and the button's texts; how the form validates and saves comes with the settings. */
export interface PersonalDetailsFormProps extends PersonalDetailsFormSettings {
  community: {
    slug: string;
    applicant_suffix_choices: ReadonlyArray<{ key: string; value: string }>;
  };
  submitLabel: string;
  submittingLabel: string;
  children?: ReactNode;
}

/** Spec screen 5: the personal-details form of sign-up (with password) and the account page. */
export function PersonalDetailsForm({
  community,
  submitLabel,
  submittingLabel,
  children,
  ...settings
}: PersonalDetailsFormProps) {
  const { t } = useTranslation();
  const piiNoteId = useId();
  const { today, withPassword, piiLockedMessage } = settings;
  const { register, errors, values, isSubmitting, canSubmit, submit, banner, locked } =
    usePersonalDetailsForm(settings);

  const lockedControl = (control: FieldControlProps) =>
    locked
      ? {
          ...control,
          disabled: true,
          'aria-describedby': [control['aria-describedby'], piiNoteId].filter(Boolean).join(' '),
        }
      : control;

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <ErrorList messages={banner} />
      {locked ? (
        <p id={piiNoteId} className={styles.note}>
          {piiLockedMessage}
        </p>
      ) : null}

      <PersonalNameFields
        register={register}
        errors={errors}
        lockedControl={lockedControl}
        suffixChoices={community.applicant_suffix_choices}
      />

      <Field label={t('accounts.fields.email')} error={errors.email?.message} required>
        {(control) => <EmailInput {...control} {...register('email')} />}
      </Field>

      <div className={styles.row}>
        <Field
          label={t('accounts.fields.phone')}
          hint={t('accounts.fields.phoneHint')}
          hintPlacement="after"
          error={errors.phone_number?.message}
          required
        >
          {(control) => <PhoneInput {...control} {...register('phone_number')} />}
        </Field>
        <Field label={t('accounts.fields.birthday')} error={errors.date_of_birth?.message} required>
          {(control) => (
            <input
              {...lockedControl(control)}
              {...register('date_of_birth')}
              type="date"
              min={`${EARLIEST_BIRTH_YEAR}-01-01`}
              max={today}
              autoComplete="bday"
            />
          )}
        </Field>
      </div>

      {withPassword ? (
        <PasswordField
          label={t('accounts.fields.password')}
          error={errors.password?.message}
          registerField={() => register('password')}
          newPassword={{ value: values.password ?? '' }}
        />
      ) : null}

      <SmsOptInField communitySlug={community.slug} registration={register('sms_opt_in')} />

      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} disabled={!canSubmit}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
