import { accounts } from './en-accounts';
import { approvedFlow } from './en-approved-flow';
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
import { portal } from './en-portal';
import { screening } from './en-screening';
import { signing } from './en-signing';
import { staff } from './en-staff';
import { staffConsole } from './en-staff-console';
import { staffLease } from './en-staff-lease';
import { status } from './en-status';
import { vacate } from './en-vacate';

/** English catalog. Every user-facing string lives here; screens read it through i18next. */
export const en = {
  app: {
    name: 'Rental Portal',
    titleSeparator: ' · ',
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
    logoAlt: '{{name}} logo',
  },
  communityList: {
    title: 'Choose your community',
    heading: 'Choose your community',
    intro:
      'Pick the community you are applying to or already live in to sign in, apply or manage your lease.',
    navLabel: 'Communities',
    loading: 'Loading communities…',
    empty: 'There are no communities to show yet. Please check back later.',
    count_one: '{{count}} community',
    count_other: '{{count}} communities',
  },
  community: {
    loading: 'Loading community…',
    siteNavLabel: 'Site',
    allCommunities: 'All communities',
    home: {
      eyebrow: 'Welcome to',
      phoneLabel: 'Leasing office',
      companyLabel: 'Managed by',
      contactHeading: 'Contact the leasing office',
    },
    footer: {
      copyright: '© {{year}} {{company}}',
      contact: 'Questions? Call {{phone}}',
    },
  },
  errors: {
    systemUnavailable: {
      title: 'System Unavailable',
      heading: 'System Unavailable',
      body: "Oops! We're having some trouble connecting to our system. Check back soon.",
      retry: 'Try again',
      retrying: 'Trying again…',
    },
    badRoute: {
      title: 'Page not found',
      heading: 'Page not found',
      body: "We couldn't find the page you were looking for. Check the address, or start again from the home page.",
      communityHome: 'Go to the {{name}} home page',
      allCommunities: 'Browse all communities',
    },
  },
  accounts,
  portal,
  journey,
  holds,
  household,
  invitations,
  income,
  payments: { ...payments, ...paymentsBreakdown },
  screening,
  signing,
  status,
  approvedFlow,
  identity,
  staff,
  staffConsole,
  staffLease,
  leases,
  vacate,
  monthToMonth,
} as const;

export type Catalog = typeof en;
