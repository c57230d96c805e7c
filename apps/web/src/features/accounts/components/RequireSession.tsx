import type { SessionSummary } from '@portal/domain/schemas/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { LoadingState } from '../../../components/ui/LoadingState';
import { SystemUnavailable } from '../../../components/ui/SystemUnavailable';
import { useTranslation } from '../../../lib/i18n';
import { useCommunitySession } from '../api/get-session';
import { loginPathFor } from '../lib/next-path';

export interface RequireSessionProps {
  /** The signed-in page; a function receives the session. */
  children: ReactNode | ((session: SessionSummary) => ReactNode);
}

/**
 * Guards a signed-in page: a visitor without a session at this community, or with a guest signer's
 * session, goes to the login page, which brings them back here (`?next=`) afterwards.
 */
export function RequireSession({ children }: RequireSessionProps) {
  const { t } = useTranslation();
  const { community = '' } = useParams();
  const location = useLocation();
  const { session, query: sessionQuery } = useCommunitySession(community);

  if (sessionQuery.isPending) return <LoadingState label={t('accounts.session.checking')} />;
  if (sessionQuery.isError) {
    return (
      <SystemUnavailable onRetry={() => void sessionQuery.refetch()} retrying={sessionQuery.isFetching} />
    );
  }
  if (!session || session.kind === 'guest') {
    return <Navigate to={loginPathFor(community, `${location.pathname}${location.search}`)} replace />;
  }
  return <>{typeof children === 'function' ? children(session) : children}</>;
}
