import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordWithConfirmationSchema } from '@portal/domain/schemas/session';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { ErrorList } from '../../../components/ui/ErrorList';
import { Field } from '../../../components/ui/Field';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { describeSubmitFailure } from '../lib/submit-failure';
import styles from './AccountsPage.module.css';
import { PasswordRules } from './PasswordRules';

type NewPasswordValues = z.input<typeof newPasswordWithConfirmationSchema>;

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
  } = useForm<NewPasswordValues, unknown, z.output<typeof newPasswordWithConfirmationSchema>>({
    defaultValues: { password: '', confirm_password: '' },
    resolver: zodResolver(newPasswordWithConfirmationSchema),
    mode: 'onTouched',
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
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void submit(event);
      }}
    >
      <ErrorList messages={failure} />
      <Field
        label={t('accounts.fields.newPassword')}
        error={errors.password?.message}
        hint={<PasswordRules password={password} />}
        hintPlacement="after"
        required
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password')}
            fieldLabel={t('accounts.fields.newPassword')}
            autoComplete="new-password"
          />
        )}
      </Field>
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
      <div className={styles.actions}>
        <Button type="submit" className={styles.fullWidth} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('accounts.newPassword.submitting') : t('accounts.newPassword.submit')}
        </Button>
      </div>
    </form>
  );
}
