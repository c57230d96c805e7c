import type { StaffRole } from '@portal/domain/constants/staff-roles';
import type { SessionSummary } from '@portal/domain/schemas/session';
import type { StaffHome } from '@portal/domain/schemas/staff-home';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/Button';
import { CardHeader } from '@/components/ui/CardHeader';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { sessionQuery } from '@/features/accounts/api/get-session';
import { useLogOut } from '@/features/accounts/api/log-out';
import { isApiRequestError } from '@/lib/api-client';
import { type TranslationKey, useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cameBackToStaffHome, STAFF_LOGIN_PATH } from '@/shared/account-frame/next-path';
import { useStaffHome } from '../api/staff-home';
import styles from './StaffHomePage.module.css';

const roleNames: Record<StaffRole, TranslationKey> = {
  admin: 'staffHome.roles.admin',
  manager: 'staffHome.roles.manager',
  leasing_agent: 'staffHome.roles.leasing_agent',
};

/** Where an admin sets up a community (Settings → Communities). */
const NEW_COMMUNITY_PATH = '/staff/settings/communities/new';

/** A read refused because the session ended, or is not a staff member's (any more). */
const isSignedOut = (error: unknown) => isApiRequestError(error) && [401, 403].includes(error.status);

/**
 * `/staff`, where staff start after /staff/login (any staff session will do, company-wide or opened at one
 * of their communities): their company, their role and a link to the leasing office of each community
 * they work in; an admin also finds Settings → People, and an admin or a manager Settings → Communities.
 * An admin whose company has no community yet lands on the set-up page, unless they came back from it.
 * Anybody else goes to /staff/login.
 */
export function StaffHomePage() {
  const { t } = useTranslation();
  const session = useQuery(sessionQuery());
  const staffSession = session.data && session.data.staff_role !== null ? session.data : null;
  const home = useStaffHome({ enabled: staffSession !== null });
  const location = useLocation();
  useDocumentTitle(t('staffHome.title'), home.data?.company.name ?? t('app.name'));

  if (!session.isSuccess) {
    return <QueryFallback query={session} loadingLabel={t('app.checkingSession')} />;
  }
  if (!staffSession || isSignedOut(home.error)) return <Navigate to={STAFF_LOGIN_PATH} replace />;
  if (!home.isSuccess) return <QueryFallback query={home} loadingLabel={t('staffHome.loading')} />;
  const firstCommunityToSetUp = home.data.role === 'admin' && home.data.communities.length === 0;
  if (firstCommunityToSetUp && !cameBackToStaffHome(location.state)) {
    return <Navigate to={NEW_COMMUNITY_PATH} replace />;
  }
  return <StaffHomeCard home={home.data} session={staffSession} />;
}

function StaffHomeCard({ home, session }: { home: StaffHome; session: SessionSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const headingId = useId();
  const communitiesHeadingId = useId();
  const settingsHeadingId = useId();
  const company = home.company.name;

  function signOut() {
    if (logOut.isPending) return;
    void logOut
      .mutateAsync()
      .catch(() => undefined)
      .then(() => navigate(STAFF_LOGIN_PATH, { replace: true }));
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <CardHeader headingId={headingId} eyebrow={t('staffHome.eyebrow')} heading={company} />
        <dl className={styles.who}>
          <div>
            <dt>{t('staffHome.signedInAs')}</dt>
            <dd>{`${session.user.first_name} ${session.user.last_name}`}</dd>
          </div>
          <div>
            <dt>{t('staffHome.role')}</dt>
            <dd>{t(roleNames[home.role])}</dd>
          </div>
        </dl>

        <section className={styles.section} aria-labelledby={communitiesHeadingId}>
          <h2 id={communitiesHeadingId} className={styles.sectionHeading}>
            {t('staffHome.communities.heading')}
          </h2>
          {home.communities.length > 0 ? (
            <>
              <p className={styles.hint}>{t('staffHome.communities.intro')}</p>
              <ul className={styles.list}>
                {home.communities.map((community) => (
                  <li key={community.slug} className={styles.row}>
                    <Link className={styles.link} to={`/${community.slug}/staff/applications`}>
                      {community.display_name}
                    </Link>
                    <span className={styles.chevron} aria-hidden="true" />
                  </li>
                ))}
              </ul>
            </>
          ) : home.role === 'admin' ? (
            <div className={styles.empty}>
              <p className={styles.emptyHeading}>{t('staffHome.communities.noneYet', { company })}</p>
              <p>{t('staffHome.communities.addedAppearHere')}</p>
              <p className={styles.emptyAction}>
                <Link className={buttonClassName('primary')} to={NEW_COMMUNITY_PATH}>
                  {t('staffHome.communities.setUpFirst')}
                </Link>
              </p>
            </div>
          ) : (
            <div className={styles.empty}>
              <p>{t('staffHome.communities.notAssigned', { company })}</p>
            </div>
          )}
        </section>

        {home.role === 'admin' || home.role === 'manager' ? (
          <nav className={styles.section} aria-labelledby={settingsHeadingId}>
            <h2 id={settingsHeadingId} className={styles.sectionHeading}>
              {t('staffHome.settings.heading')}
            </h2>
            <ul className={styles.list}>
              {home.role === 'admin' ? (
                <li className={styles.row}>
                  <Link className={styles.link} to="/staff/settings/people">
                    {t('staffHome.settings.people')}
                  </Link>
                  <span className={styles.chevron} aria-hidden="true" />
                </li>
              ) : null}
              <li className={styles.row}>
                <Link className={styles.link} to="/staff/settings/communities">
                  {t('staffHome.settings.communities')}
                </Link>
                <span className={styles.chevron} aria-hidden="true" />
              </li>
            </ul>
          </nav>
        ) : null}

        <div className={styles.actions}>
          <Button variant="secondary" onClick={signOut} aria-disabled={logOut.isPending || undefined}>
            {logOut.isPending ? t('staffHome.signingOut') : t('staffHome.signOut')}
          </Button>
        </div>
      </div>
    </section>
  );
}
