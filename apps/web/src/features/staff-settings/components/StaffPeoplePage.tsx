import type { StaffHome } from '@portal/domain/schemas/staff-home';
import type { StaffPeople } from '@portal/domain/schemas/staff-people';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link, Navigate } from 'react-router';
import { CardHeader } from '@/components/ui/CardHeader';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { sessionQuery } from '@/features/accounts/api/get-session';
import { useStaffHome } from '@/features/staff-home/api/staff-home';
import { isApiRequestError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BACK_TO_STAFF_HOME, STAFF_HOME_PATH, STAFF_LOGIN_PATH } from '@/shared/account-frame/next-path';
import { useStaffPeople } from '../api/staff-people';
import { InviteForm } from './InviteForm';
import { PeopleTable } from './PeopleTable';
import styles from './StaffPeople.module.css';

const answered = (error: unknown, ...statuses: number[]) =>
  isApiRequestError(error) && statuses.includes(error.status);

/**
 * `/staff/settings/people` (Settings → People on the staff home): an admin's list of the company's staff,
 * with their roles, communities and invitations, and the form to invite someone. Another staff member
 * reads that only an admin manages people; anybody else goes to /staff/login.
 */
export function StaffPeoplePage() {
  const { t } = useTranslation();
  const session = useQuery(sessionQuery());
  const staffSession = session.data && session.data.staff_role !== null ? session.data : null;
  const home = useStaffHome({ enabled: staffSession !== null });
  const isAdmin = home.data?.role === 'admin';
  const people = useStaffPeople({ enabled: isAdmin });
  useDocumentTitle(t('staffSettings.people.title'), home.data?.company.name ?? t('app.name'));

  if (!session.isSuccess) {
    return <QueryFallback query={session} loadingLabel={t('app.checkingSession')} />;
  }
  // A read refused because the session ended (or is not a staff member's any more).
  if (!staffSession || answered(home.error, 401, 403) || answered(people.error, 401)) {
    return <Navigate to={STAFF_LOGIN_PATH} replace />;
  }
  if (!home.isSuccess) return <QueryFallback query={home} loadingLabel={t('staffSettings.people.loading')} />;
  const company = home.data.company.name;
  if (!isAdmin || answered(people.error, 403)) {
    return (
      <PeopleFrame>
        <p>{t('staffSettings.people.adminsOnly', { company })}</p>
      </PeopleFrame>
    );
  }
  if (!people.isSuccess) {
    return <QueryFallback query={people} loadingLabel={t('staffSettings.people.loading')} />;
  }
  return <PeopleSettings home={home.data} people={people.data} ownEmail={staffSession.user.email} />;
}

function PeopleSettings({
  home,
  people,
  ownEmail,
}: {
  home: StaffHome;
  people: StaffPeople;
  ownEmail: string;
}) {
  const { t } = useTranslation();
  const company = home.company.name;
  return (
    <PeopleFrame intro={t('staffSettings.people.intro', { company })}>
      <PeopleTable
        company={company}
        people={people.results}
        communities={home.communities}
        ownEmail={ownEmail}
      />
      <InviteForm communities={home.communities} />
    </PeopleFrame>
  );
}

/** The page's card: the way back to the staff home, "Settings" over the h1, and what the page holds. */
function PeopleFrame({ intro, children }: { intro?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <Link className={styles.back} to={STAFF_HOME_PATH} state={BACK_TO_STAFF_HOME}>
          {t('staffSettings.backToStaffHome')}
        </Link>
        <CardHeader
          headingId={headingId}
          eyebrow={t('staffSettings.people.eyebrow')}
          heading={t('staffSettings.people.heading')}
          intro={intro}
        />
        {children}
      </div>
    </section>
  );
}
