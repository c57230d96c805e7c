import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import { RequireSession } from '@/shared/account-frame/RequireSession';
import styles from '@/shared/lease/Leases.module.css';
import { useMyLeases } from '../api/my-leases';
import { LeaseCard } from './LeaseCard';

/** `/:community/my-leases`: each of the resident's leases here with its key facts and documents. */
export function MyLeasesPage() {
  return (
    <RequireSession>
      <MyLeases />
    </RequireSession>
  );
}

function MyLeases() {
  const { t } = useTranslation();
  const community = useCommunity();
  const leases = useMyLeases();
  useDocumentTitle(t('leases.myLeases.title'), community.display_name);

  return (
    <AccountsPage
      heading={t('leases.myLeases.heading')}
      intro={t('leases.myLeases.intro', { community: community.display_name })}
      wide
    >
      {!leases.isSuccess ? (
        <QueryFallback
          query={leases}
          loadingLabel={t('leases.myLeases.loading')}
          failure={{ message: t('leases.myLeases.loadFailed'), retryLabel: t('leases.myLeases.retry') }}
        />
      ) : leases.data.results.length === 0 ? (
        <p>{t('leases.myLeases.none', { community: community.display_name })}</p>
      ) : (
        <ul className={styles.list}>
          {leases.data.results.map((lease) => (
            <li key={lease.id}>
              <LeaseCard lease={lease} />
            </li>
          ))}
        </ul>
      )}
    </AccountsPage>
  );
}
