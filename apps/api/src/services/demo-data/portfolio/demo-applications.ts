import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { type ApprovedSigning, applicationRows } from './application-rows.js';
import { auditRows } from './audit-rows.js';
import type { PortfolioChunk } from './generate-portfolio.js';
import { type CommunityFacts, startGeneration } from './generation.js';
import { unitNumberOf, unitRows } from './unit-rows.js';

/** Begins the number of every unit the demo's applications are on: the fixture numbers none this way. */
export const DEMO_UNIT_PREFIX = 'D-';

/** Applications a community in each state below. */
const DEMO_APPLICATIONS_PER_STATE = 12;
/** The states the staff console shows an application in. */
type DemoState = { status: ApplicationStatus; signing?: ApprovedSigning };
const demoApplicationStates: readonly DemoState[] = [
  { status: ApplicationStatus.Submitted },
  { status: ApplicationStatus.PendingCriminalReview },
  { status: ApplicationStatus.ConditionallyApproved },
  { status: ApplicationStatus.Approved, signing: 'awaiting_signatures' },
  { status: ApplicationStatus.Approved, signing: 'awaiting_countersignature' },
  { status: ApplicationStatus.Denied },
];

/** Enough for a file's audit tab to show the decision and some help given, as a month's work leaves. */
const AUDIT_ROWS_PER_APPLICATION = 6;

/**
 * A demo community already stored, as the application generator needs it (its units are made here), with
 * the lease terms it offers: an application on another could not be priced, so its lease not written.
 */
export type DemoCommunityFacts = Omit<CommunityFacts, 'units' | 'letUnits'> & {
  leaseTermsOffered: readonly number[];
};

export interface DemoApplicationsOptions {
  seed: number;
  communities: readonly DemoCommunityFacts[];
  /** Midnight UTC of the generation day. */
  today: number;
  passwordHash: string;
  idsAfter?: Record<string, number>;
}

/**
 * The demo's applications: in each community, DEMO_APPLICATIONS_PER_STATE in every state of
 * `demoApplicationStates`, begun in the last month (a week ago at least), each on a unit of its own numbered D-…. None of those
 * units is offered to applicants: they are taken, and the fixture's units stay the ones to apply for.
 * A chunk a community; same options, same rows.
 */
export function* generateDemoApplications(options: DemoApplicationsOptions): Generator<PortfolioChunk> {
  const generation = startGeneration(options);
  const unitCount = demoApplicationStates.length * DEMO_APPLICATIONS_PER_STATE;
  for (const [index, facts] of options.communities.entries()) {
    const units = unitRows(
      generation,
      facts.id,
      unitCount,
      unitCount,
      (unitIndex) => `${DEMO_UNIT_PREFIX}${unitNumberOf(unitIndex, unitCount)}`,
    );
    const { leaseTermsOffered, ...stored } = facts;
    const community: CommunityFacts = { ...stored, units, letUnits: unitCount };
    units.forEach((unit, unitIndex) => {
      // The states in turn, so the newest-first list mixes them.
      const state = demoApplicationStates[unitIndex % demoApplicationStates.length] as DemoState;
      // An application's steps follow it by up to a week (application-rows.ts): begun 8 days ago or more,
      // every one of them is in the past.
      const startedDaysAgo = generation.random.int(8, 30);
      const application = applicationRows(generation, community, unit, state.status, startedDaysAgo, {
        signing: state.signing,
        leaseTermMonths: generation.random.pick(leaseTermsOffered),
      });
      auditRows(generation, application, AUDIT_ROWS_PER_APPLICATION);
    });
    yield { rows: generation.out, done: index + 1, communities: options.communities.length };
  }
}
