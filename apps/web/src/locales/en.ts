import { accounts } from './en-accounts';
import { approvedFlow } from './en-approved-flow';
import { communityData } from './en-community-data';
import { communityProofRules } from './en-community-proof-rules';
import { communitySections } from './en-community-sections';
import { communitySettings } from './en-community-settings';
import { holds } from './en-holds';
import { household } from './en-household';
import { identity } from './en-identity';
import { income } from './en-income';
import { invitations } from './en-invitations';
import { journey } from './en-journey';
import { leases } from './en-leases';
import { monthToMonth } from './en-month-to-month';
import { payments } from './en-payments';
import { paymentsBreakdown } from './en-payments-breakdown';
import { paymentsLaw } from './en-payments-law';
import { portalPages } from './en-portal-pages';
import { screening } from './en-screening';
import { shell } from './en-shell';
import { signing } from './en-signing';
import { staff } from './en-staff';
import { staffConsole } from './en-staff-console';
import { staffHome } from './en-staff-home';
import { staffLease } from './en-staff-lease';
import { staffLeases } from './en-staff-leases';
import { staffSettings } from './en-staff-settings';
import { status } from './en-status';
import { vacate } from './en-vacate';

/**
 * The whole English catalog: the type screens look texts up in, and what tests load. The browser never
 * imports it: it starts with the `shell` and loads each feature catalog with its routes (catalogs.ts).
 */
export const en = {
  ...shell,
  accounts,
  journey,
  holds,
  household,
  invitations,
  income,
  payments: { ...payments, ...paymentsBreakdown, ...paymentsLaw },
  screening,
  signing,
  status,
  approvedFlow,
  identity,
  staff,
  staffConsole,
  staffHome,
  staffLease,
  staffLeases,
  staffSettings,
  communitySettings,
  communitySections: { ...communitySections, ...communityProofRules },
  communityData,
  leases,
  vacate,
  monthToMonth,
  portalPages,
} as const;

export type Catalog = typeof en;
