import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingState } from '../components/ui/LoadingState';
import { useTranslation } from '../lib/i18n';
import { BareShell, PortalShell } from './shell/PortalShell';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Pages outside any community (the community list): default theme, portal top bar. */
export function PortalLayout() {
  return (
    <PortalShell>
      <Outlet />
    </PortalShell>
  );
}

/** Shown while the first route's code is loading. */
export function InitialLoading() {
  const { t } = useTranslation();
  return (
    <BareShell>
      <LoadingState label={t('app.loading')} />
    </BareShell>
  );
}
