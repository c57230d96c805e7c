import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useCommunity } from '../../../app/community-context';
import { Button } from '../../../components/ui/Button';
import { ErrorList } from '../../../components/ui/ErrorList';
import { Field } from '../../../components/ui/Field';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { StatusBanner } from '../../../components/ui/StatusBanner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLogIn } from '../api/log-in';
import { loginFormSchema } from '../lib/login-schema';
import { defaultPathAfterLogin, safeNextPath } from '../lib/next-path';
import { describeSubmitFailure } from '../lib/submit-failure';
import { AccountsPage } from './AccountsPage';
import styles from './AccountsPage.module.css';
import { type LoginNotice, WormholeSignIn } from './WormholeSignIn';

type LoginValues = z.input<typeof loginFormSchema>;

/**
 * `/:community/login` (spec screen 2). After login: the `?next=` page when it is a safe path in this
 * community, else the account page. `?timeout=1` explains that the session timed out; `?username=…&w=…` is a
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
  } = useForm<LoginValues, unknown, z.output<typeof loginFormSchema>>({
    defaultValues: { username: '', password: '' },
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (credentials) => {
    setFailure([]);
    try {
      await logIn.mutateAsync(credentials);
      const next = safeNextPath(searchParams.get('next'), community.slug);
      navigate(next ?? defaultPathAfterLogin(community.slug), { replace: true });
    } catch (error) {
      const described = describeSubmitFailure(error, ['username', 'password']);
      described.fieldErrors.forEach(({ field, message }, index) => {
        setError(field as keyof LoginValues, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (described.fieldErrors.length > 0) return;
      if (described.status === 400) {
        setFailure([described.apiMessage ?? t('accounts.login.wrongCredentials')]);
      } else if (described.status === 429 && described.apiMessage) {
        setFailure([described.apiMessage]);
      } else {
        setFailure([t('accounts.common.genericError')]);
      }
    }
  });

  return (
    <AccountsPage heading={t('accounts.login.heading')}>
      {timedOut && failure.length === 0 ? (
        <StatusBanner tone="info" alert messages={[t('accounts.login.timedOut')]} />
      ) : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          if (isSubmitting) event.preventDefault();
          else void submit(event);
        }}
      >
        <ErrorList messages={failure} />
        <Field label={t('accounts.fields.email')} error={errors.username?.message} required>
          {(control) => (
            <input
              {...control}
              {...register('username')}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        <Field label={t('accounts.fields.password')} error={errors.password?.message} required>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('password')}
              fieldLabel={t('accounts.fields.password')}
              autoComplete="current-password"
            />
          )}
        </Field>
        <div className={styles.actions}>
          <Button type="submit" className={styles.fullWidth} aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? t('accounts.login.submitting') : t('accounts.login.submit')}
          </Button>
        </div>
      </form>
      <div className={styles.links}>
        <Link className={styles.link} to={`/${community.slug}/password/forgot`}>
          {t('accounts.login.forgotPassword')}
        </Link>
        <Link className={styles.link} to={`/${community.slug}/signup`}>
          {t('accounts.login.needAccount')}
        </Link>
      </div>
    </AccountsPage>
  );
}
