import { useId } from 'react';
import { Link } from 'react-router';
import formStyles from '@/components/ui/Form.module.css';
import { useTranslation } from '@/lib/i18n';
import styles from './Identity.module.css';
import { IdentityFrame, useIdentityPath } from './IdentityFrame';

interface Way {
  key: 'passcode' | 'questions' | 'document' | 'manual';
  page: string;
  description: string;
  /** Why the way is not open to the applicant; null when it is. */
  closed: string | null;
}

/** `id-verify`: the four ways to verify, each a link to its page (or why it is not open). */
export function IdentityMethodsPage() {
  const { t } = useTranslation();
  const path = useIdentityPath();
  const listId = useId();
  return (
    <IdentityFrame heading={t('identity.methods.heading')} intro={t('identity.methods.intro')}>
      {(verification) => {
        const ways: Way[] = [
          {
            key: 'passcode',
            page: 'request',
            description: t('identity.methods.passcode.description', {
              last4: verification.phone_last4 ?? '',
            }),
            closed: verification.phone_last4 ? null : t('identity.methods.passcode.noPhone'),
          },
          {
            key: 'questions',
            page: 'questions',
            description: t('identity.methods.questions.description'),
            closed:
              verification.questions.attempts_left === 0 && !verification.questions.open
                ? t('identity.methods.questions.noAttempts')
                : null,
          },
          {
            key: 'document',
            page: 'launch-plaid',
            description: t('identity.methods.document.description'),
            closed: null,
          },
          {
            key: 'manual',
            page: 'manual-identity-verification',
            description: t('identity.methods.manual.description'),
            closed: null,
          },
        ];
        return (
          <nav aria-labelledby={listId}>
            <h2 id={listId} className={formStyles.legend}>
              {t('identity.methods.listLabel')}
            </h2>
            <ul className={styles.methods}>
              {ways.map((way) => (
                <li key={way.key} className={styles.method}>
                  {way.closed ? (
                    <span className={styles.methodClosed}>{t(`identity.methods.${way.key}.label`)}</span>
                  ) : (
                    <Link className={styles.methodLink} to={path(way.page)}>
                      {t(`identity.methods.${way.key}.label`)}
                    </Link>
                  )}
                  <span className={styles.methodText}>{way.closed ?? way.description}</span>
                </li>
              ))}
            </ul>
          </nav>
        );
      }}
    </IdentityFrame>
  );
}
