import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { EmailInput } from '@/components/ui/EmailInput';
import { Field } from '@/components/ui/Field';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useCommunity } from '@/lib/community-context';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import styles from '@/shared/account-frame/AccountsPage.module.css';
import { withNext } from '@/shared/account-frame/account-navigation';
import { defaultPathAfterLogin, safeNextPath } from '@/shared/account-frame/next-path';
import { useLogIn } from '../api/log-in';
import { describeSubmitFailure, signInFailureBanner } from '../lib/account-form-failure';
import type { loginFormSchema } from '../lib/login-schema';
import { isResidentWithoutApplication } from '../lib/resident-without-application';
import { PasswordSignInForm } from './PasswordSignInForm';
import { type LoginNotice, WormholeSignIn } from './WormholeSignIn';

type LoginValues = z.input<typeof loginFormSchema>;
const loadLoginSchema = () => import('../lib/login-schema').then((module) => module.loginFormSchema);

/**
 * `/:community/login` (spec screen 2). After login: the `?next=` page when it is a safe path in this
 * community, else the account page (My Leases for a resident who has not applied here). `?timeout=1` explains that the session timed out; `?username=…&w=…` is a
 * staff member's impersonation link.
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const username = searchParams.get('username');
  const wormholeToken = searchParams.get('w');
  if (username && wormholeToken) return <WormholeSignIn username={username} token={wormholeToken} />;
  return <PasswordLogin />;
}

function PasswordLogin() {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = (useLocation().state as Partial<LoginNotice> | null)?.notice;
  const logIn = useLogIn(community.slug);
  const [failure, setFailure] = useState<string[]>(notice ? [notice] : []);
  const timedOut = searchParams.get('timeout') === '1';
  useDocumentTitle(t('accounts.login.title'), community.display_name);

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
      const session = await logIn.mutateAsync(credentials);
      const next = safeNextPath(searchParams.get('next'), community.slug);
      const residentWithoutApplication =
        next === null && (await isResidentWithoutApplication(community.slug, session));
      navigate(next ?? defaultPathAfterLogin(community.slug, session, { residentWithoutApplication }), {
        replace: true,
      });
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
    <AccountsPage heading={t('accounts.login.heading')}>
      {timedOut && failure.length === 0 ? (
        <StatusBanner tone="info" alert messages={[t('accounts.login.timedOut')]} />
      ) : null}
      <PasswordSignInForm
        community={community.slug}
        onSubmit={submit}
        submitting={isSubmitting}
        failure={failure}
        submitLabel={t('accounts.login.submit')}
        submittingLabel={t('accounts.login.submitting')}
        passwordError={errors.password?.message}
        registerPassword={() => register('password')}
        moreLinks={
          <Link
            className={styles.link}
            to={withNext(`/${community.slug}/signup`, safeNextPath(searchParams.get('next'), community.slug))}
          >
            {t('accounts.login.needAccount')}
          </Link>
        }
      >
        <Field label={t('accounts.fields.email')} error={errors.username?.message} required>
          {(control) => <EmailInput {...control} {...register('username')} />}
        </Field>
      </PasswordSignInForm>
    </AccountsPage>
  );
}
