import { zodResolver } from '@hookform/resolvers/zod';
import { EARLIEST_BIRTH_YEAR } from '@portal/domain/constants/limits';
import {
  type Profile,
  personalDetailsSchema,
  registrationSchema,
  requiringAdult,
} from '@portal/domain/schemas/personal-details';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { ErrorList } from '../../../components/ui/ErrorList';
import { CheckboxField, Field, type FieldControlProps } from '../../../components/ui/Field';
import { PhoneInput } from '../../../components/ui/PhoneInput';
import { canSubmitPersonalDetails, requiredValuesFilled } from '../lib/form-rules';
import { describeSubmitFailure, type SubmitFailure } from '../lib/submit-failure';
import styles from './AccountsPage.module.css';
import { EmailInput } from './EmailInput';
import { PasswordField } from './PasswordField';

/** The form's fields in screen order: server messages are matched to them, the first one gets focus. */
const FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'suffix',
  'email',
  'phone_number',
  'date_of_birth',
  'password',
  'sms_opt_in',
] as const;
type FieldName = (typeof FIELDS)[number];

/** What the inputs hold: text as typed ('' when empty), the birthday as 'YYYY-MM-DD'. */
export interface PersonalDetailsValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  suffix: string;
  email: string;
  phone_number: string;
  date_of_birth: string;
  password: string;
  sms_opt_in: boolean;
}

/** What a valid form gives: the shared schema's output (trimmed, phone formatted, e-mail lower-cased). */
export type PersonalDetailsOutput = z.output<typeof personalDetailsSchema> & { password?: string };

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

export interface PersonalDetailsFormProps {
  community: {
    slug: string;
    applicant_suffix_choices: ReadonlyArray<{ key: string; value: string }>;
  };
  /** Today in the community's time zone ('YYYY-MM-DD'): the birthday's upper bound and the age rule. */
  today: string;
  /** Sign-up asks for a password; the account page does not. */
  withPassword: boolean;
  defaultValues: PersonalDetailsValues;
  /** Set when name and birthday may not be changed (spec §6 canUpdatePII): the message to show. */
  piiLockedMessage?: string | null;
  /** Spec §4: the account page's submit needs a change; sign-up's does not. */
  mustBeModified: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** Saves; throws the API error on failure. Returning values makes them the form's new starting point. */
  onSubmit: (values: PersonalDetailsOutput) => Promise<PersonalDetailsValues | undefined>;
  /** The banner messages for a failed submit (field messages already show under their fields). */
  describeFailure: (failure: SubmitFailure) => string[];
  children?: ReactNode;
}

/** Spec screen 5: the personal-details form of sign-up (with password) and the account page. */
export function PersonalDetailsForm({
  community,
  today,
  withPassword,
  defaultValues,
  piiLockedMessage,
  mustBeModified,
  submitLabel,
  submittingLabel,
  onSubmit,
  describeFailure,
  children,
}: PersonalDetailsFormProps) {
  const { t } = useTranslation();
  const piiNoteId = useId();
  const [banner, setBanner] = useState<string[]>([]);
  const locked = Boolean(piiLockedMessage);

  const resolver = useMemo(() => {
    const schema = requiringAdult(withPassword ? registrationSchema : personalDetailsSchema, today);
    // One value type serves both schemas: the account form simply never fills the password.
    const validate = zodResolver(schema) as unknown as Resolver<
      PersonalDetailsValues,
      unknown,
      PersonalDetailsOutput
    >;
    const withLockedValues: Resolver<PersonalDetailsValues, unknown, PersonalDetailsOutput> = (
      values,
      context,
      options,
    ) =>
      validate(
        locked
          ? {
              ...values,
              first_name: defaultValues.first_name,
              last_name: defaultValues.last_name,
              date_of_birth: defaultValues.date_of_birth,
            }
          : values,
        context,
        options,
      );
    return withLockedValues;
  }, [withPassword, today, locked, defaultValues]);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<PersonalDetailsValues, unknown, PersonalDetailsOutput>({
    defaultValues,
    resolver,
    mode: 'onTouched',
  });

  const values = useWatch({ control });
  const required: FieldName[] = ['first_name', 'last_name', 'email', 'phone_number', 'date_of_birth'];
  if (withPassword) required.push('password');
  const canSubmit = canSubmitPersonalDetails({
    mustBeModified,
    modified: isDirty,
    requiredFilled: requiredValuesFilled(values, required),
    submitting: isSubmitting,
  });

  const submit = handleSubmit(async (output) => {
    setBanner([]);
    try {
      const next = await onSubmit(output);
      if (next) reset(next);
    } catch (error) {
      const failure = describeSubmitFailure(error, FIELDS);
      failure.fieldErrors.forEach(({ field, message }, index) => {
        setError(field as FieldName, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      setBanner(describeFailure(failure));
    }
  });

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

      <div className={styles.row}>
        <Field label={t('accounts.fields.firstName')} error={errors.first_name?.message} required>
          {(control) => (
            <input
              {...lockedControl(control)}
              {...register('first_name')}
              type="text"
              autoComplete="given-name"
            />
          )}
        </Field>
        <Field label={t('accounts.fields.middleName')} error={errors.middle_name?.message}>
          {(control) => (
            <input {...control} {...register('middle_name')} type="text" autoComplete="additional-name" />
          )}
        </Field>
      </div>

      <div className={styles.row}>
        <Field label={t('accounts.fields.lastName')} error={errors.last_name?.message} required>
          {(control) => (
            <input
              {...lockedControl(control)}
              {...register('last_name')}
              type="text"
              autoComplete="family-name"
            />
          )}
        </Field>
        <Field label={t('accounts.fields.suffix')} error={errors.suffix?.message}>
          {(control) => (
            <select {...control} {...register('suffix')} autoComplete="honorific-suffix">
              <option value="">{t('accounts.fields.suffixNone')}</option>
              {community.applicant_suffix_choices.map((choice) => (
                <option key={choice.key} value={choice.key}>
                  {choice.value}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

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

      <CheckboxField
        label={
          <Trans
            i18nKey="accounts.fields.smsOptIn"
            components={{
              privacyLink: (
                // The policy opens beside the form so nothing typed here is lost.
                <Link to={`/${community.slug}/privacy-policy`} target="_blank" rel="noopener" />
              ),
              newTab: <span className={styles.visuallyHidden} />,
            }}
          />
        }
      >
        {(control) => <input {...control} {...register('sms_opt_in')} type="checkbox" />}
      </CheckboxField>

      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} disabled={!canSubmit}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
