import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { describeSubmitFailure, type SubmitFailure } from '@/lib/forms/submit-failure';
import { type SchemaLoader, useSchemaForm } from '@/lib/forms/use-schema-form';
import { canSubmitPersonalDetails, requiredValuesFilled } from '../lib/form-rules';
import {
  PERSONAL_DETAILS_FIELDS,
  type PersonalDetailsField,
  type PersonalDetailsOutput,
  type PersonalDetailsValues,
} from '../lib/personal-details-fields';

/** The props that decide how the personal-details form validates and saves. */
export interface PersonalDetailsFormSettings {
  /** Today in the community's time zone ('YYYY-MM-DD'): the birthday's upper bound and the age rule. */
  today: string;
  /** Sign-up asks for a password; the account page does not. */
  withPassword: boolean;
  defaultValues: PersonalDetailsValues;
  /** Set when name and birthday may not be changed (spec §6 canUpdatePII): the message to show. */
  piiLockedMessage?: string | null;
  /** Spec §4: the account page's submit needs a change; sign-up's does not. */
  mustBeModified: boolean;
  /** Saves; throws the API error on failure. Returning values makes them the form's new starting point. */
  onSubmit: (values: PersonalDetailsOutput) => Promise<PersonalDetailsValues | undefined>;
  /** The banner messages for a failed submit (field messages already show under their fields). */
  describeFailure: (failure: SubmitFailure) => string[];
}

/** The personal-details form's validation, submit rules and save, kept apart from its fields' markup. */
export function usePersonalDetailsForm({
  today,
  withPassword,
  defaultValues,
  piiLockedMessage,
  mustBeModified,
  onSubmit,
  describeFailure,
}: PersonalDetailsFormSettings) {
  const [banner, setBanner] = useState<string[]>([]);
  const locked = Boolean(piiLockedMessage);

  const schema = useMemo(() => {
    const { first_name, last_name, date_of_birth } = defaultValues;
    const lockedDetails = locked ? { first_name, last_name, date_of_birth } : null;
    const load = () =>
      import('../lib/personal-details-schema').then((module) =>
        module.personalDetailsFormSchema(withPassword, today, lockedDetails),
      );
    // One value type serves both schemas: the account form simply never fills the password.
    return load as unknown as SchemaLoader<PersonalDetailsValues, PersonalDetailsOutput>;
  }, [withPassword, today, locked, defaultValues]);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useSchemaForm<PersonalDetailsValues, PersonalDetailsOutput>({ schema, defaultValues });

  const values = useWatch({ control });
  const required: PersonalDetailsField[] = [
    'first_name',
    'last_name',
    'email',
    'phone_number',
    'date_of_birth',
  ];
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
      const failure = describeSubmitFailure(error, PERSONAL_DETAILS_FIELDS);
      failure.fieldErrors.forEach(({ field, message }, index) => {
        setError(field as PersonalDetailsField, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      setBanner(describeFailure(failure));
    }
  });

  return { register, errors, values, isSubmitting, canSubmit, submit, banner, locked };
}
