import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { sessionQuery } from '@/features/accounts/api/get-session';
import { useStaffHome } from '@/features/staff-home/api/staff-home';
import { isApiRequestError } from '@/lib/api-client';
import type { TFunction } from '@/lib/i18n';
import { STAFF_LOGIN_PATH } from '@/shared/account-frame/next-path';

/** Whether a failed read was answered with one of these statuses. */
export const answered = (error: unknown, ...statuses: number[]) =>
  isApiRequestError(error) && statuses.includes(error.status);

/**
 * Who is asking for Settings (People, Communities): the session, and once it is a staff member's, their
 * staff home (company, role). Admins and managers manage communities; only admins add them or manage people.
 */
export function useSettingsAccess() {
  const session = useQuery(sessionQuery());
  const staffSession = session.data && session.data.staff_role !== null ? session.data : null;
  const home = useStaffHome({ enabled: staffSession !== null });
  const role = home.data?.role;
  return {
    session,
    staffSession,
    home,
    company: home.data?.company.name,
    canManage: role === 'admin' || role === 'manager',
    isAdmin: role === 'admin',
  };
}

/**
 * What a settings page shows before it knows who asks: the session's and the staff home's wait or
 * failure, or the staff sign-in for a visitor without a staff session (or whose page read says the
 * session ended: `signedOut`). Null once the staff home is there.
 */
export function accessFallback(
  access: ReturnType<typeof useSettingsAccess>,
  { loadingLabel, signedOut = false }: { loadingLabel: string; signedOut?: boolean },
  t: TFunction,
): ReactNode {
  const { session, staffSession, home } = access;
  if (!session.isSuccess) {
    return <QueryFallback query={session} loadingLabel={t('app.checkingSession')} />;
  }
  if (!staffSession || answered(home.error, 401, 403) || signedOut) {
    return <Navigate to={STAFF_LOGIN_PATH} replace />;
  }
  if (!home.isSuccess) return <QueryFallback query={home} loadingLabel={loadingLabel} />;
  return null;
}
