import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { LoadingState } from '../components/ui/LoadingState';
import { Snackbar } from '../components/ui/Snackbar';
import { dismissFlashMessage, useFlashMessage } from '../lib/flash-message';
import { useTranslation } from '../lib/i18n';
import { BareShell, PortalShell } from './shell/PortalShell';

/** Every page, and the app's one snackbar (lib/flash-message.ts), which outlives page changes. */
export function RootLayout() {
  useScrollToTopOnNewPage();
  const flash = useFlashMessage();
  return (
    <>
      <Outlet />
      <Snackbar message={flash} onDismiss={dismissFlashMessage} />
    </>
  );
}

/** A link or a redirect opens the next page at its top; Back and Forward leave the scroll to the browser. */
function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new path is what scrolls the page back up
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** Pages outside any community (the community list): default theme, portal top bar. */
export function PortalLayout() {
  return (
    <PortalShell>
      <Outlet />
    </PortalShell>
  );
}

/** Shown while the first page's code is loading. */
export function InitialLoading() {
  const { t } = useTranslation();
  return (
    <BareShell>
      <LoadingState label={t('app.loading')} />
    </BareShell>
  );
}
