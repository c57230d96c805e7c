import { QueryFallback } from '@/components/ui/QueryFallback';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { STAFF_HOME_PATH } from '@/shared/account-frame/next-path';
import { useStaffPeople } from '../api/staff-people';
import { InviteForm } from './InviteForm';
import { PeopleTable } from './PeopleTable';
import { SettingsFrame } from './SettingsFrame';
import { accessFallback, answered, useSettingsAccess } from './settings-access';

/**
 * `/staff/settings/people` (Settings → People on the staff home): an admin's list of the company's staff,
 * with their roles, communities and invitations, and the form to invite someone. Another staff member
 * reads that only an admin manages people; anybody else goes to /staff/login.
 */
export function StaffPeoplePage() {
  const { t } = useTranslation();
  const access = useSettingsAccess();
  const people = useStaffPeople({ enabled: access.isAdmin });
  useDocumentTitle(t('staffSettings.people.title'), access.company ?? t('app.name'));

  const loadingLabel = t('staffSettings.people.loading');
  // A read refused because the session ended (or is not a staff member's any more) goes to the sign-in.
  const fallback = accessFallback(access, { loadingLabel, signedOut: answered(people.error, 401) }, t);
  if (fallback) return fallback;
  const company = access.company ?? '';
  const frame = {
    back: { to: STAFF_HOME_PATH, label: t('staffSettings.backToStaffHome') },
    eyebrow: t('staffSettings.people.eyebrow'),
    heading: t('staffSettings.people.heading'),
  };
  if (!access.isAdmin || answered(people.error, 403)) {
    return (
      <SettingsFrame {...frame}>
        <p>{t('staffSettings.people.adminsOnly', { company })}</p>
      </SettingsFrame>
    );
  }
  if (!people.isSuccess) return <QueryFallback query={people} loadingLabel={loadingLabel} />;
  const communities = access.home.data?.communities ?? [];
  return (
    <SettingsFrame {...frame} intro={t('staffSettings.people.intro', { company })}>
      <PeopleTable
        company={company}
        people={people.data.results}
        communities={communities}
        ownEmail={access.staffSession?.user.email ?? ''}
      />
      <InviteForm communities={communities} />
    </SettingsFrame>
  );
}
