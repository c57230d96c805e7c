import type { RouteObject } from 'react-router';

/** The application journey under /:community: the welcome page and /transaction/:transactionId/… pages. */
export const journeyRoutes: RouteObject[] = [];
