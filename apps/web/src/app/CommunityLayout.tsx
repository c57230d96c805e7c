import { useParams } from 'react-router';
import { LoadingState } from '../components/ui/LoadingState';
import { AccountSessionWatcher } from '../features/accounts/components/AccountSessionWatcher';
import { useCommunityConfiguration } from '../features/communities/api/get-community-configuration';
import { GuestSignerOutlet } from '../features/signing/components/GuestSignerOutlet';
import { isNotFoundError } from '../lib/api-client';
import { CommunityProvider } from '../lib/community-context';
import { useTranslation } from '../lib/i18n';
import { RealtimeUpdates } from './realtime/RealtimeUpdates';
import { BadRoute } from './screens/BadRoute';
import { SystemUnavailableScreen } from './screens/SystemUnavailableScreen';
import { CommunityShell } from './shell/CommunityShell';
import { BareShell, PortalShell } from './shell/PortalShell';

/**
 * Layout route for /:community. Loads the community's configuration, applies its theme and provides
 * it to every child page (useCommunity()). Unknown community → bad-route page; any other failure →
 * the System Unavailable page with Try again.
 */
export function CommunityLayout() {
  const { t } = useTranslation();
  const { community: slug = '' } = useParams();
  const configuration = useCommunityConfiguration(slug);

  if (configuration.data) {
    return (
      <CommunityProvider value={configuration.data}>
        <CommunityShell community={configuration.data}>
          <AccountSessionWatcher />
          <RealtimeUpdates community={configuration.data.slug} />
          <GuestSignerOutlet />
        </CommunityShell>
      </CommunityProvider>
    );
  }

  if (configuration.isError) {
    return (
      <PortalShell>
        {isNotFoundError(configuration.error) ? (
          <BadRoute />
        ) : (
          <SystemUnavailableScreen
            onRetry={() => void configuration.refetch()}
            retrying={configuration.isFetching}
          />
        )}
      </PortalShell>
    );
  }

  return (
    <BareShell>
      <LoadingState label={t('community.loading')} />
    </BareShell>
  );
}
