import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PortalShell } from '../shell/PortalShell';
import { BadRoute } from './BadRoute';
import { SystemUnavailableScreen } from './SystemUnavailableScreen';

/** Root route error boundary: unhandled render failures (and failed lazy-route loads) end up here. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  return (
    <PortalShell>{notFound ? <BadRoute /> : <SystemUnavailableScreen onRetry={reloadPage} />}</PortalShell>
  );
}

function reloadPage() {
  window.location.reload();
}
