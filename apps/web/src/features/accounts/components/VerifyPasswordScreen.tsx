import { useState } from 'react';
import type { z } from 'zod';
import { describeSubmitFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import styles from '@/shared/account-frame/AccountsPage.module.css';
import { useLogIn } from '../api/log-in';
import type { passwordOnlySchema } from '../lib/login-schema';
import { PasswordSignInForm } from './PasswordSignInForm';

type VerifyValues = z.input<typeof passwordOnlySchema>;
const loadPasswordSchema = () => import('../lib/login-schema').then((module) => module.passwordOnlySchema);

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
  } = useSchemaForm<VerifyValues, z.output<typeof passwordOnlySchema>>({
    schema: loadPasswordSchema,
    defaultValues: { password: '' },
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
      <PasswordSignInForm
        community={community}
        onSubmit={submit}
        submitting={isSubmitting}
        failure={failure}
        submitLabel={t('accounts.verifyPassword.submit')}
        submittingLabel={t('accounts.verifyPassword.submitting')}
        passwordError={errors.password?.message}
        registerPassword={() => register('password')}
      />
    </AccountsPage>
  );
}
