import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { EmailInput } from '@/components/ui/EmailInput';
import { Field } from '@/components/ui/Field';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { describeSubmitFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import type { loginFormSchema } from '../lib/login-schema';
import { signInFailureBanner } from '../lib/sign-in-failure';
import { PasswordSignInForm, type PasswordSignInFormProps } from './PasswordSignInForm';

type LoginValues = z.input<typeof loginFormSchema>;
export type LoginCredentials = z.output<typeof loginFormSchema>;
const loadLoginSchema = () => import('../lib/login-schema').then((module) => module.loginFormSchema);

interface LoginFormProps
  extends Pick<PasswordSignInFormProps, 'community' | 'submitLabel' | 'submittingLabel' | 'moreLinks'> {
  /** Signs in with the credentials and goes on; a failure it throws is shown on the form. */
  logIn: (credentials: LoginCredentials) => Promise<void>;
  /** Shown above the fields until the first submit (why the person is asked to sign in again). */
  notice?: string | undefined;
}

/**
 * Signing in with an e-mail and a password, at a community (/:community/login) or as staff (/staff/login):
 * `?timeout=1` explains that the session timed out; the API's field messages go under their fields, the
 * first one focused, and anything else (wrong credentials, too many attempts) in the banner.
 */
export function LoginForm({ logIn, notice, ...signInForm }: LoginFormProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string[]>(notice ? [notice] : []);
  const timedOut = searchParams.get('timeout') === '1';

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm<LoginValues, LoginCredentials>({
    schema: loadLoginSchema,
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    setFailure([]);
    try {
      await logIn(credentials);
    } catch (error) {
      const described = describeSubmitFailure(error, ['username', 'password']);
      described.fieldErrors.forEach(({ field, message }, index) => {
        setError(field as keyof LoginValues, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      setFailure(
        signInFailureBanner(described, {
          wrongCredentials: t('accounts.login.wrongCredentials'),
          failed: t('accounts.common.genericError'),
        }),
      );
    }
  });

  return (
    <>
      {timedOut && failure.length === 0 ? (
        <StatusBanner tone="info" alert messages={[t('accounts.login.timedOut')]} />
      ) : null}
      <PasswordSignInForm
        {...signInForm}
        onSubmit={submit}
        submitting={isSubmitting}
        failure={failure}
        passwordError={errors.password?.message}
        registerPassword={() => register('password')}
      >
        <Field label={t('accounts.fields.email')} error={errors.username?.message} required>
          {(control) => <EmailInput {...control} {...register('username')} />}
        </Field>
      </PasswordSignInForm>
    </>
  );
}
