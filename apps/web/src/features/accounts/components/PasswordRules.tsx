import { useTranslation } from '@/lib/i18n';
import styles from '@/shared/account-frame/AccountsPage.module.css';
import { passwordRuleStatus } from '../lib/form-rules';

/** The spec's three password rules with, for each, whether the typed password meets it yet. */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation();
  const status = passwordRuleStatus(password);
  const rules = [
    { key: 'length', met: status.length, text: t('accounts.password.rules.length') },
    { key: 'number', met: status.number, text: t('accounts.password.rules.number') },
    { key: 'uppercase', met: status.uppercase, text: t('accounts.password.rules.uppercase') },
  ];
  return (
    <>
      <span>{t('accounts.password.rulesHeading')}</span>
      <ul className={styles.rules}>
        {rules.map((rule) => (
          <li
            key={rule.key}
            className={[styles.rule, rule.met ? styles.ruleMet : null].filter(Boolean).join(' ')}
          >
            {rule.text}
            <span className={styles.visuallyHidden}>
              {rule.met ? t('accounts.password.ruleMet') : t('accounts.password.ruleUnmet')}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
