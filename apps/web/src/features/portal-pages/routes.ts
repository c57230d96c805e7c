import type { RouteObject } from 'react-router';

/** Static and status pages under /:community (terms, privacy policy, FAQ, unavailable pages). */
export const portalPageRoutes: RouteObject[] = [];
