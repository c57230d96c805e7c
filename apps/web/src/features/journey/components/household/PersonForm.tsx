import { todayIn } from '@portal/domain/dates/calendar-date';
import { type ReactNode, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { EmailInput } from '@/components/ui/EmailInput';
import { Field } from '@/components/ui/Field';
import { PhoneInput } from '@/components/ui/PhoneInput';
import type { PersonBody } from '@/features/journey/api/household';
import { useCommunity } from '@/lib/community-context';
import { showFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { StepForm } from '@/shared/journey-step/StepForm';
import { ChoiceGroup } from './ChoiceGroup';
import styles from './Household.module.css';
import { PERSON_FIELDS, type PersonField, type PersonFormValues } from './person-form-values';

export interface PersonFormProps {
  defaultValues: PersonFormValues;
  /** Ask "Is this person 18 or older?" (adding someone new from the roommates screen). */
  askAge: boolean;
  /** The submit button's label for an adult (an invitation) and for a dependent. */
  submitLabels: { adult: string; dependent: string };
  submittingLabel: string;
  /** Saves; throws the API error on failure. `values` are what was typed (for the confirmation). */
  onSubmit: (body: PersonBody, values: PersonFormValues) => Promise<void>;
  /** The banner for a failure that is not about the fields. */
  failureMessage: string;
  /** Further actions beside the submit button (Cancel, Remove). */
  children?: ReactNode;
}

/**
 * Spec §5 "Person invite" and "Dependent": legal names, then a phone number or an e-mail for an adult (the
 * user picks which; the phone formats itself as (xxx) xxx-xxxx) or a MM/dd/yyyy birthday for a dependent.
 * The shared schemas check it in the browser; the server's field messages show under the same fields.
 */
export function PersonForm({
  defaultValues,
  askAge,
  submitLabels,
  submittingLabel,
  onSubmit,
  failureMessage,
  children,
}: PersonFormProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  const [banner, setBanner] = useState<string[]>([]);
  const today = todayIn(community.community.timezone);
  const adultRequired = t('household.form.adultRequired');
  const schema = useMemo(
    () => () =>
      import('./person-form-schema').then((module) => module.personFormSchema(today, adultRequired)),
    [today, adultRequired],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useSchemaForm<PersonFormValues, PersonBody>({ schema, defaultValues });
  const [adult, contact] = useWatch({ control, name: ['adult', 'contact'] });

  const submit = handleSubmit(async (body) => {
    setBanner([]);
    const values = getValues();
    try {
      await onSubmit(body, values);
    } catch (error) {
      // "Phone Number or Email are required" comes under the phone; show it under the input shown.
      const shown = (field: PersonField): PersonField =>
        field === 'phone_number' && values.contact === 'email' ? 'email' : field;
      setBanner(
        showFailure(error, PERSON_FIELDS, failureMessage, (field, ...rest) =>
          setError(shown(field), ...rest),
        ),
      );
    }
  });

  return (
    <StepForm
      className={styles.form}
      onSubmit={() => (isSubmitting ? Promise.resolve() : submit())}
      failure={banner}
    >
      {askAge ? (
        <ChoiceGroup
          legend={t('household.form.adultQuestion')}
          options={[
            { value: 'yes', label: t('household.form.yes') },
            { value: 'no', label: t('household.form.no') },
          ]}
          registration={register('adult')}
          error={errors.adult?.message}
        />
      ) : null}
      <div className={styles.row}>
        <Field label={t('household.form.firstName')} error={errors.first_name?.message} required>
          {(control) => <input {...control} {...register('first_name')} type="text" autoComplete="off" />}
        </Field>
        <Field label={t('household.form.lastName')} error={errors.last_name?.message} required>
          {(control) => <input {...control} {...register('last_name')} type="text" autoComplete="off" />}
        </Field>
      </div>
      {adult === 'yes' ? (
        <>
          <ChoiceGroup
            legend={t('household.form.contactQuestion')}
            options={[
              { value: 'phone', label: t('household.form.byPhone') },
              { value: 'email', label: t('household.form.byEmail') },
            ]}
            registration={register('contact')}
          />
          {contact === 'phone' ? (
            <Field
              label={t('household.form.phone')}
              hint={t('household.form.phoneHint')}
              error={errors.phone_number?.message}
              required
            >
              {(control) => <PhoneInput {...control} {...register('phone_number')} autoComplete="off" />}
            </Field>
          ) : (
            <Field
              label={t('household.form.email')}
              hint={t('household.form.emailHint')}
              error={errors.email?.message}
              required
            >
              {(control) => <EmailInput {...control} {...register('email')} />}
            </Field>
          )}
        </>
      ) : null}
      {adult === 'no' ? (
        <Field
          label={t('household.form.birthday')}
          hint={t('household.form.birthdayHint')}
          error={errors.birthday?.message}
          required
        >
          {(control) => (
            <input
              {...control}
              {...register('birthday')}
              type="text"
              inputMode="numeric"
              autoComplete="off"
            />
          )}
        </Field>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? submittingLabel : adult === 'no' ? submitLabels.dependent : submitLabels.adult}
        </Button>
        {children}
      </div>
    </StepForm>
  );
}
