import { Outlet, useParams } from 'react-router';
import { LoadingState } from '../components/ui/LoadingState';
import { useCommunityConfiguration } from '../features/communities/api/get-community-configuration';
import { useTranslation } from '../lib/i18n';
import { BareShell } from './shell/PortalShell';
import { DEFAULT_THEME } from './theme';
import { useApplyTheme } from './use-theme';

/**
 * Layout for community pages shown on their own, without the shell's top bar, menu, drawer or footer:
 * the e-signing ceremony, opened in its own window or in an iframe. It applies the community's theme
 * (the default one if the configuration cannot be read: the page itself reports its own failures).
 */
export function StandaloneCommunityLayout() {
  const { t } = useTranslation();
  const { community: slug = '' } = useParams();
  const configuration = useCommunityConfiguration(slug);
  useApplyTheme(configuration.data ?? DEFAULT_THEME);

  return (
    <BareShell>
      {configuration.isPending ? <LoadingState label={t('community.loading')} /> : <Outlet />}
    </BareShell>
  );
}
