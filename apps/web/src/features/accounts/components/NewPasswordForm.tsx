import type { newPasswordWithConfirmationSchema } from '@portal/domain/schemas/credentials';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/ui/Field';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { describeSubmitFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { AccountForm } from './AccountForm';
import { PasswordField } from './PasswordField';

type NewPasswordValues = z.input<typeof newPasswordWithConfirmationSchema>;
const loadNewPasswordSchema = () =>
  import('@portal/domain/schemas/credentials').then((module) => module.newPasswordWithConfirmationSchema);

export interface NewPasswordFormProps {
  /** Saves the new password; throws the API error on failure. */
  onSubmit: (password: string) => Promise<void>;
}

/**
 * Spec screen 1: New Password, Confirm Password and Save Password. A 400 with field messages shows
 * them (under the password, or above the form for a spent link); any other failure shows the spec's
 * "There was an error with resetting your password. Please try again."
 */
export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm<NewPasswordValues, z.output<typeof newPasswordWithConfirmationSchema>>({
    schema: loadNewPasswordSchema,
    defaultValues: { password: '', confirm_password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async (values) => {
    setFailure([]);
    try {
      await onSubmit(values.password);
    } catch (error) {
      const described = describeSubmitFailure(error, ['password']);
      const [passwordError] = described.fieldErrors;
      if (passwordError)
        setError('password', { type: 'server', message: passwordError.message }, { shouldFocus: true });
      if (described.status === 400 && (passwordError || described.otherMessages.length > 0)) {
        setFailure(described.otherMessages);
      } else {
        setFailure([t('accounts.newPassword.failed')]);
      }
    }
  });

  return (
    <AccountForm
      onSubmit={submit}
      submitting={isSubmitting}
      failure={failure}
      submitLabel={t('accounts.newPassword.submit')}
      submittingLabel={t('accounts.newPassword.submitting')}
    >
      <PasswordField
        label={t('accounts.fields.newPassword')}
        error={errors.password?.message}
        registerField={() => register('password')}
        newPassword={{ value: password }}
      />
      <Field label={t('accounts.fields.confirmPassword')} error={errors.confirm_password?.message} required>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('confirm_password')}
            fieldLabel={t('accounts.fields.confirmPassword')}
            autoComplete="new-password"
          />
        )}
      </Field>
    </AccountForm>
  );
}
