import { type ReactNode, useId } from 'react';
import { NavLink } from 'react-router';
import { CardHeader } from '@/components/ui/CardHeader';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireSession } from '@/shared/account-frame/RequireSession';
import styles from './StaffConsole.module.css';

export interface StaffConsoleProps {
  title: string;
  heading: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The leasing office's frame: a wide surface with the console's own navigation, for staff signed in as
 * themselves. Anybody else reads that the page is not theirs (the API refuses them its data anyway). It is
 * shown in English whatever the chosen language, forms' checks included (the shell, decision 0050).
 */
export function StaffConsole({ title, heading, intro, children }: StaffConsoleProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  const headingId = useId();
  useDocumentTitle(title, community.display_name);
  const link = (path: string, label: string) => (
    <li>
      <NavLink to={`/${community.slug}/staff/${path}`} end className={styles.navLink}>
        {label}
      </NavLink>
    </li>
  );
  return (
    <RequireSession>
      {(session) => (
        <section className={styles.console} aria-labelledby={headingId}>
          <div className={styles.inner}>
            <nav aria-label={t('staffConsole.nav.label')}>
              <ul className={styles.nav}>
                {link('applications', t('staffConsole.nav.applications'))}
                {link('leases', t('staffConsole.nav.leases'))}
                {link('identity-reviews', t('staffConsole.nav.identityReviews'))}
              </ul>
            </nav>
            <CardHeader headingId={headingId} heading={heading} intro={intro} introClassName={styles.intro} />
            {session.staff_role === null ? <p>{t('staffConsole.staffOnly')}</p> : children}
          </div>
        </section>
      )}
    </RequireSession>
  );
}
