import type { Language } from '@portal/domain/constants/languages';
import type { Catalog } from './en';
import type { shell } from './en-shell';
import type { Translation } from './translation';

/** A feature catalog: a top-level key of the catalog that is not bundled with the app's shell. */
export type CatalogName = Exclude<keyof Catalog, keyof typeof shell>;

type CatalogLoaders = { [Name in CatalogName]: () => Promise<Translation<Catalog[Name]>> };

/**
 * How each feature catalog is loaded: its own chunk, fetched with the first route that names it
 * (`lazyPage(…, ['journey'])`). A new catalog is one line here, one in en.ts and, when renters read it,
 * one in `spanish` below.
 */
const english: CatalogLoaders = {
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
    const [{ payments }, { paymentsBreakdown }, { paymentsLaw }] = await Promise.all([
      import('./en-payments'),
      import('./en-payments-breakdown'),
      import('./en-payments-law'),
    ]);
    return { ...payments, ...paymentsBreakdown, ...paymentsLaw };
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

/**
 * The Spanish chunks, each in place of its English one: a route fetches one language's catalogs. The staff
 * console and the operators' settings stay English (docs/decisions/0040), so theirs are the English ones.
 */
const spanish: CatalogLoaders = {
  ...english,
  accounts: async () => (await import('./es-accounts')).accounts,
  approvedFlow: async () => (await import('./es-approved-flow')).approvedFlow,
  holds: async () => (await import('./es-holds')).holds,
  household: async () => (await import('./es-household')).household,
  identity: async () => (await import('./es-identity')).identity,
  income: async () => (await import('./es-income')).income,
  invitations: async () => (await import('./es-invitations')).invitations,
  journey: async () => (await import('./es-journey')).journey,
  leases: async () => (await import('./es-leases')).leases,
  monthToMonth: async () => (await import('./es-month-to-month')).monthToMonth,
  payments: async () => {
    const [{ payments }, { paymentsBreakdown }, { paymentsLaw }] = await Promise.all([
      import('./es-payments'),
      import('./es-payments-breakdown'),
      import('./es-payments-law'),
    ]);
    return { ...payments, ...paymentsBreakdown, ...paymentsLaw };
  },
  portalPages: async () => (await import('./es-portal-pages')).portalPages,
  screening: async () => (await import('./es-screening')).screening,
  signing: async () => (await import('./es-signing')).signing,
  status: async () => (await import('./es-status')).status,
  vacate: async () => (await import('./es-vacate')).vacate,
};

export const catalogLoaders: Record<Language, CatalogLoaders> = { en: english, es: spanish };

/** The shell in each language but English, which is bundled: fetched before the first render in it. */
export const shellLoaders: Record<Exclude<Language, 'en'>, () => Promise<Translation<typeof shell>>> = {
  es: async () => (await import('./es-shell')).shell,
};
