import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/Field';
import { PasswordInput } from '@/components/ui/PasswordInput';
import { PasswordRules } from './PasswordRules';

export interface PasswordFieldProps {
  label: string;
  error: string | undefined;
  /**
   * Called when the input renders, like the other fields' register calls, so react-hook-form registers
   * fields in page order and focuses the first invalid one.
   */
  registerField: () => UseFormRegisterReturn;
  /** A password being chosen shows the rules it must meet, ticked off as they are met. */
  newPassword?: { value: string };
}

/** A labelled password field with the show/hide toggle, for signing in or for choosing a password. */
export function PasswordField({ label, error, registerField, newPassword }: PasswordFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      required
      {...(newPassword
        ? { hint: <PasswordRules password={newPassword.value} />, hintPlacement: 'after' as const }
        : {})}
    >
      {(control) => (
        <PasswordInput
          {...control}
          {...registerField()}
          fieldLabel={label}
          autoComplete={newPassword ? 'new-password' : 'current-password'}
        />
      )}
    </Field>
  );
}
