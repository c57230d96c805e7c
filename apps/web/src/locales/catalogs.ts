import type { Catalog } from './en';
import type { base } from './en-base';

/** A feature catalog: a top-level key of the catalog that is not bundled with the app's shell. */
export type CatalogName = Exclude<keyof Catalog, keyof typeof base>;

/**
 * How each feature catalog is loaded: its own chunk, fetched with the first route that names it
 * (`lazyPage(…, ['journey'])`). A new catalog is one line here and one in en.ts.
 */
export const catalogLoaders: { [Name in CatalogName]: () => Promise<Catalog[Name]> } = {
  accounts: async () => (await import('./en-accounts')).accounts,
  approvedFlow: async () => (await import('./en-approved-flow')).approvedFlow,
  communityData: async () => (await import('./en-community-data')).communityData,
  communitySections: async () => {
    const [{ communitySections }, { communityProofRules }] = await Promise.all([
      import('./en-community-sections'),
      import('./en-community-proof-rules'),
    ]);
    return { ...communitySections, ...communityProofRules };
  },
  communitySettings: async () => (await import('./en-community-settings')).communitySettings,
  holds: async () => (await import('./en-holds')).holds,
  household: async () => (await import('./en-household')).household,
  identity: async () => (await import('./en-identity')).identity,
  income: async () => (await import('./en-income')).income,
  invitations: async () => (await import('./en-invitations')).invitations,
  journey: async () => (await import('./en-journey')).journey,
  leases: async () => (await import('./en-leases')).leases,
  monthToMonth: async () => (await import('./en-month-to-month')).monthToMonth,
  payments: async () => {
    const [{ payments }, { paymentsBreakdown }] = await Promise.all([
      import('./en-payments'),
      import('./en-payments-breakdown'),
    ]);
    return { ...payments, ...paymentsBreakdown };
  },
  portalPages: async () => (await import('./en-portal-pages')).portalPages,
  screening: async () => (await import('./en-screening')).screening,
  signing: async () => (await import('./en-signing')).signing,
  staff: async () => (await import('./en-staff')).staff,
  staffConsole: async () => (await import('./en-staff-console')).staffConsole,
  staffHome: async () => (await import('./en-staff-home')).staffHome,
  staffLease: async () => (await import('./en-staff-lease')).staffLease,
  staffLeases: async () => (await import('./en-staff-leases')).staffLeases,
  staffSettings: async () => (await import('./en-staff-settings')).staffSettings,
  status: async () => (await import('./en-status')).status,
  vacate: async () => (await import('./en-vacate')).vacate,
};
