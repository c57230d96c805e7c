import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

/** Pages for the community company's staff, under /:community/staff. */
export const staffRoutes: RouteObject[] = [
  {
    path: 'staff/identity-reviews',
    lazy: lazyPage(() => import('./components/IdentityReviewsPage'), 'IdentityReviewsPage'),
  },
];
