import { ApplicationStatus } from '@portal/domain/constants/application-status';
import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import { applicationRows } from './application-rows.js';
import { auditRows } from './audit-rows.js';
import { type CompanyPlan, companyRows } from './company-rows.js';
import { type CommunityFacts, type Generation, startGeneration } from './generation.js';
import { applicationAgeFor, type LeaseFate, leaseRows } from './lease-rows.js';
import { portfolioSize, shareOf } from './portfolio-size.js';
import type { RowBuffer } from './row-buffer.js';

/** A lease in seven is renewed (each renewal adds a lease); of the rest, these shares, ended last. */
const RENEWED_SHARE = 0.15;
const fateShares: [LeaseFate, number][] = [
  ['current', 0.45],
  ['notice_given', 0.07],
  ['month_to_month', 0.08],
];

/**
 * The fate of each lease of a community with `leaseCount` leases (renewals' leases counted): renewed
 * first, then current, notice given, month-to-month and ended, so a community's let units are known
 * before anything is generated.
 */
export function leaseFates(leaseCount: number): LeaseFate[] {
  const originals = Math.round(leaseCount / (1 + RENEWED_SHARE));
  const renewed = Math.min(originals, leaseCount - originals);
  const fates: LeaseFate[] = Array.from({ length: renewed }, () => 'renewed');
  const rest = originals - renewed;
  for (const [fate, share] of fateShares)
    fates.push(...Array.from({ length: Math.round(rest * share) }, () => fate));
  while (fates.length < originals) fates.push('ended');
  return fates.slice(0, originals);
}

/** A lease that still occupies its unit today. */
const occupies = (fate: LeaseFate) => fate !== 'ended';

/** The statuses of the applications that did not (yet) become a lease, as often as a busy company sees them. */
const openStatusWeights: [ApplicationStatus, number][] = [
  [ApplicationStatus.New, 6],
  [ApplicationStatus.InProgress, 22],
  [ApplicationStatus.Submitted, 10],
  [ApplicationStatus.PendingCriminalReview, 3],
  [ApplicationStatus.ConditionallyApproved, 5],
  [ApplicationStatus.Approved, 9],
  [ApplicationStatus.Denied, 15],
  [ApplicationStatus.Cancelled, 27],
  [ApplicationStatus.Prequalify, 3],
];
/** Statuses still moving: their applications began in the last weeks; the others are spread over years. */
const recentStatuses = new Set<number>([
  ApplicationStatus.New,
  ApplicationStatus.InProgress,
  ApplicationStatus.Submitted,
  ApplicationStatus.PendingCriminalReview,
  ApplicationStatus.ConditionallyApproved,
  ApplicationStatus.Approved,
  ApplicationStatus.Prequalify,
]);

export interface PortfolioOptions {
  scale: number;
  seed: number;
  plan: CompanyPlan;
  /** The community whose prices, fees, settings and policies every generated community copies. */
  template: CommunityDefinition;
  /** Midnight UTC of the generation day. */
  today: number;
  passwordHash: string;
  /** The highest id each table already holds: generated ids follow them. */
  idsAfter?: Record<string, number>;
}

export interface PortfolioChunk {
  rows: RowBuffer;
  /** Communities written so far, of `communities` (0 for the company's own chunk). */
  done: number;
  communities: number;
}

/** Applications, leases and audit rows of one community. */
function communityActivity(
  generation: Generation,
  community: CommunityFacts,
  counts: { applications: number; leases: number; auditRows: number },
) {
  const { random } = generation;
  const fates = leaseFates(counts.leases);
  const freeUnits = community.units.slice(community.letUnits);
  const anyUnit = () => random.pick(community.units);
  const openUnit = () => (freeUnits.length ? random.pick(freeUnits) : anyUnit());
  let letIndex = 0;
  const applicationCount = Math.max(counts.applications, fates.length);
  for (let index = 0; index < applicationCount; index += 1) {
    const fate = fates[index];
    let application: ReturnType<typeof applicationRows>;
    if (fate) {
      // A lease still running holds a let unit of its own; an ended one was on any unit.
      const unit = occupies(fate) ? community.units[letIndex++] : anyUnit();
      if (!unit) throw new Error(`Community ${community.id} has more running leases than units`);
      const months = random.weighted<number>([
        [12, 6],
        [15, 2],
      ]);
      const ageDays = applicationAgeFor(generation, fate, months);
      application = applicationRows(generation, community, unit, ApplicationStatus.Completed, ageDays, {
        leaseTermMonths: months,
      });
      leaseRows(generation, application, community.id, fate);
    } else {
      const status = random.weighted(openStatusWeights);
      const recent = recentStatuses.has(status);
      const unit = recent ? openUnit() : anyUnit();
      application = applicationRows(
        generation,
        community,
        unit,
        status,
        recent ? random.int(0, 40) : random.int(30, 4 * 365),
      );
    }
    auditRows(generation, application, shareOf(counts.auditRows, index, applicationCount));
  }
}

/**
 * One company's portfolio at `scale`, a chunk at a time: first the company with its staff, communities and
 * units, then each community's applications, leases and audit rows. Same options, same rows.
 */
export function* generatePortfolio(options: PortfolioOptions): Generator<PortfolioChunk> {
  const size = portfolioSize(options.scale);
  const generation = startGeneration(options);
  const leasesOf = (index: number) => shareOf(size.leases, index, size.communities);
  const company = companyRows(generation, options.plan, options.template, size, (index, unitCount) =>
    Math.min(unitCount, leaseFates(leasesOf(index)).filter(occupies).length),
  );
  yield { rows: generation.out, done: 0, communities: size.communities };
  for (const [index, community] of company.communities.entries()) {
    communityActivity(generation, community, {
      applications: shareOf(size.applications, index, size.communities),
      leases: leasesOf(index),
      auditRows: shareOf(size.auditRows, index, size.communities),
    });
    yield { rows: generation.out, done: index + 1, communities: size.communities };
  }
}
