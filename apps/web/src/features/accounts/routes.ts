import type { RouteObject } from 'react-router';

/** The accounts pages under /:community (sign-up, login, passwords, account, dev mailbox). */
export const accountRoutes: RouteObject[] = [];
