import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/accounts/routes';
import { journeyRoutes } from '../features/journey/routes';
import { leaseCommunityRoutes } from '../features/leases/routes';
import { monthToMonthRoutes } from '../features/month-to-month/routes';
import { paymentRoutes } from '../features/payments/routes';
import { portalPageRoutes } from '../features/portal-pages/routes';
import { signingCommunityRoutes } from '../features/signing/routes';
import { staffRoutes } from '../features/staff/routes';
import { statusCommunityRoutes } from '../features/status/routes';
import { vacateRoutes } from '../features/vacate/routes';
import { lazyPage } from '../lib/lazy-page';

/**
 * Pages under /:community, rendered inside the community's themed shell with its configuration
 * available through useCommunity(). Adding a page is one line here; keep the catch-all last.
 */
export const communityRoutes: RouteObject[] = [
  {
    index: true,
    Component: lazyPage(
      () => import('../features/communities/components/CommunityHomePage'),
      'CommunityHomePage',
      ['journey'],
    ),
  },
  ...accountRoutes,
  ...journeyRoutes,
  ...paymentRoutes,
  ...portalPageRoutes,
  ...statusCommunityRoutes,
  ...leaseCommunityRoutes,
  ...vacateRoutes,
  ...monthToMonthRoutes,
  ...signingCommunityRoutes,
  ...staffRoutes,
  {
    path: '*',
    Component: lazyPage(() => import('./screens/CommunityNotFoundPage'), 'CommunityNotFoundPage', []),
  },
];
