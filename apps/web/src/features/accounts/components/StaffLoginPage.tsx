import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { EmailInput } from '@/components/ui/EmailInput';
import { Field } from '@/components/ui/Field';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import styles from '@/shared/account-frame/AccountsPage.module.css';
import { STAFF_HOME_PATH } from '@/shared/account-frame/next-path';
import { useStaffLogIn } from '../api/log-in';
import { describeSubmitFailure, signInFailureBanner } from '../lib/account-form-failure';
import type { loginFormSchema } from '../lib/login-schema';
import { PasswordSignInForm } from './PasswordSignInForm';

type LoginValues = z.input<typeof loginFormSchema>;
const loadLoginSchema = () => import('../lib/login-schema').then((module) => module.loginFormSchema);

/**
 * `/staff/login`: a company's staff sign in once for every community they work in (the session names no
 * community), then start at the staff home. Its failures read as the community login's. `?timeout=1`
 * explains that the session timed out.
 */
export function StaffLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const logIn = useStaffLogIn();
  const [failure, setFailure] = useState<string[]>([]);
  const timedOut = searchParams.get('timeout') === '1';
  useDocumentTitle(t('accounts.staffLogin.title'), t('app.name'));

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm<LoginValues, z.output<typeof loginFormSchema>>({
    schema: loadLoginSchema,
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (credentials) => {
    setFailure([]);
    try {
      await logIn.mutateAsync(credentials);
      navigate(STAFF_HOME_PATH, { replace: true });
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
    <AccountsPage heading={t('accounts.staffLogin.heading')} intro={t('accounts.staffLogin.intro')}>
      {timedOut && failure.length === 0 ? (
        <StatusBanner tone="info" alert messages={[t('accounts.login.timedOut')]} />
      ) : null}
      <PasswordSignInForm
        onSubmit={submit}
        submitting={isSubmitting}
        failure={failure}
        submitLabel={t('accounts.staffLogin.submit')}
        submittingLabel={t('accounts.staffLogin.submitting')}
        passwordError={errors.password?.message}
        registerPassword={() => register('password')}
        moreLinks={
          <p>
            {t('accounts.staffLogin.notStaff')}{' '}
            <Link className={styles.link} to="/">
              {t('accounts.staffLogin.chooseCommunity')}
            </Link>
          </p>
        }
      >
        <Field label={t('accounts.fields.email')} error={errors.username?.message} required>
          {(control) => <EmailInput {...control} {...register('username')} />}
        </Field>
      </PasswordSignInForm>
    </AccountsPage>
  );
}
