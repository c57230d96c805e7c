import type { SessionSummary } from '@portal/domain/schemas/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunitySession } from '@/features/accounts/api/get-session';
import { useTranslation } from '@/lib/i18n';
import { loginPathFor } from './next-path';

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

  if (!sessionQuery.isSuccess) {
    return <QueryFallback query={sessionQuery} loadingLabel={t('app.checkingSession')} />;
  }
  if (!session || session.kind === 'guest') {
    return <Navigate to={loginPathFor(community, `${location.pathname}${location.search}`)} replace />;
  }
  return <>{typeof children === 'function' ? children(session) : children}</>;
}
