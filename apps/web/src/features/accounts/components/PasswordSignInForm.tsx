import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import styles from '@/shared/account-frame/AccountsPage.module.css';
import { AccountForm, type AccountFormProps } from './AccountForm';
import { PasswordField } from './PasswordField';

export interface PasswordSignInFormProps extends Omit<AccountFormProps, 'children'> {
  /**
   * The community's slug, where a new password is asked for. Without one there is no "Forgot your
   * password?" link: the company-wide staff sign-in (/staff/login) names no community to reset it at.
   */
  community?: string | undefined;
  passwordError: string | undefined;
  registerPassword: () => UseFormRegisterReturn;
  /** The fields above the password, if any (the e-mail). */
  children?: ReactNode;
  /** Links after "Forgot your password?", if any. */
  moreLinks?: ReactNode;
}

/**
 * Signing in with a password: the form, ending with the password, and under it the way to a new password
 * (at a community) and any further links.
 */
export function PasswordSignInForm({
  community,
  passwordError,
  registerPassword,
  children,
  moreLinks,
  ...form
}: PasswordSignInFormProps) {
  const { t } = useTranslation();
  return (
    <>
      <AccountForm {...form}>
        {children}
        <PasswordField
          label={t('accounts.fields.password')}
          error={passwordError}
          registerField={registerPassword}
        />
      </AccountForm>
      {community || moreLinks ? (
        <div className={styles.links}>
          {community ? (
            <Link className={styles.link} to={`/${community}/password/forgot`}>
              {t('accounts.login.forgotPassword')}
            </Link>
          ) : null}
          {moreLinks}
        </div>
      ) : null}
    </>
  );
}
