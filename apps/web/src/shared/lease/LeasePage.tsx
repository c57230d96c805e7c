import type { Lease } from '@portal/domain/schemas/lease';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useLease } from '@/features/leases/api/lease';
import { isNotFoundError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '../account-frame/AccountsPage';
import { RequireSession } from '../account-frame/RequireSession';

interface LeasePageProps {
  title: string;
  heading: string;
  intro?: ReactNode;
  /** The page's content, once the lease of `:leaseId` is loaded. */
  children: (lease: Lease) => ReactNode;
}

/** A signed-in page about one lease (`/:community/lease/:leaseId/…`): the lease loaded, or why it is not. */
export function LeasePage(props: LeasePageProps) {
  return (
    <RequireSession>
      <LoadedLeasePage {...props} />
    </RequireSession>
  );
}

function LoadedLeasePage({ title, heading, intro, children }: LeasePageProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  const leaseId = Number(useParams().leaseId);
  const lease = useLease(leaseId);
  useDocumentTitle(title, community.display_name);
  return (
    <AccountsPage heading={heading} intro={intro} wide>
      {isNotFoundError(lease.error) ? (
        <p>
          {t('leases.leasePage.notFound')}{' '}
          <Link to={`/${community.slug}/my-leases`}>{t('leases.leasePage.myLeases')}</Link>
        </p>
      ) : !lease.isSuccess ? (
        <QueryFallback
          query={lease}
          loadingLabel={t('leases.myLeases.loading')}
          failure={{ message: t('leases.myLeases.loadFailed'), retryLabel: t('leases.myLeases.retry') }}
        />
      ) : (
        children(lease.data)
      )}
    </AccountsPage>
  );
}
