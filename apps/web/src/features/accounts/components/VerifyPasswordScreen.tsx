import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { ErrorList } from '../../../components/ui/ErrorList';
import { Field } from '../../../components/ui/Field';
import { PasswordInput } from '../../../components/ui/PasswordInput';
import { useLogIn } from '../api/log-in';
import { passwordOnlySchema } from '../lib/login-schema';
import { describeSubmitFailure } from '../lib/submit-failure';
import { AccountsPage } from './AccountsPage';
import styles from './AccountsPage.module.css';

type VerifyValues = z.input<typeof passwordOnlySchema>;

export interface VerifyPasswordScreenProps {
  community: string;
  email: string;
  onVerified: () => void;
}

/**
 * Spec screen 3: the user types their password again before the account page opens. It is checked by
 * logging in with it, which starts a new session (the ['session'] query follows).
 */
export function VerifyPasswordScreen({ community, email, onVerified }: VerifyPasswordScreenProps) {
  const { t } = useTranslation();
  const logIn = useLogIn(community);
  const [failure, setFailure] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VerifyValues, unknown, z.output<typeof passwordOnlySchema>>({
    defaultValues: { password: '' },
    resolver: zodResolver(passwordOnlySchema),
    mode: 'onTouched',
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure([]);
    try {
      await logIn.mutateAsync({ username: email, password });
      onVerified();
    } catch (error) {
      const described = describeSubmitFailure(error, []);
      if (described.status === 400) setFailure([t('accounts.login.wrongCredentials')]);
      else if (described.status === 429 && described.apiMessage) setFailure([described.apiMessage]);
      else setFailure([t('accounts.common.genericError')]);
    }
  });

  return (
    <AccountsPage heading={t('accounts.verifyPassword.heading')} intro={t('accounts.verifyPassword.intro')}>
      <dl className={styles.identity}>
        <dt>{t('accounts.verifyPassword.signedInAs')}</dt>
        <dd>{email}</dd>
      </dl>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          if (isSubmitting) event.preventDefault();
          else void submit(event);
        }}
      >
        <ErrorList messages={failure} />
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
            {isSubmitting ? t('accounts.verifyPassword.submitting') : t('accounts.verifyPassword.submit')}
          </Button>
        </div>
      </form>
      <div className={styles.links}>
        <Link className={styles.link} to={`/${community}/password/forgot`}>
          {t('accounts.login.forgotPassword')}
        </Link>
      </div>
    </AccountsPage>
  );
}
