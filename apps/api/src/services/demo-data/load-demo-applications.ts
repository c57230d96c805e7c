import { and, eq, inArray, like, ne, or } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { units } from '../../db/schema/units.js';
import { staffMemberCommunities, staffMembers } from '../../db/schema/users.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/passwords.js';
import { leaseTermsOf } from '../units/community-pricing.js';
import type { DemoCommunity, DemoFixture } from './demo-fixture.js';
import {
  DEMO_UNIT_PREFIX,
  type DemoCommunityFacts,
  generateDemoApplications,
} from './portfolio/demo-applications.js';
import { writeGenerated } from './portfolio/load-portfolio.js';
import type { Place } from './portfolio/people.js';
import { VOLUME_PASSWORD } from './portfolio/volume-portfolio.js';

/** The same seed every time: every demo installation shows the same people. */
const DEMO_SEED = 48;

/** The city, state and area code of the community's own address: its applicants live nearby. */
function placeOf(community: DemoCommunity): Place {
  const address = /, ([^,]+), ([A-Z]{2}) (\d{3})\d{2}$/.exec(community.normalized_street_address ?? '');
  const areaCode = /\((\d{3})\)/.exec(community.contact_phone ?? '')?.[1];
  if (!address?.[1] || !address[2] || !address[3] || !areaCode)
    throw new Error(`Demo community ${community.slug} needs "street, City, ST 12345" and a (555) phone`);
  return {
    city: address[1],
    state: address[2],
    postalPrefix: address[3],
    areaCode,
    timezone: community.timezone,
  };
}

const feeCents = (community: DemoCommunity, key: string) =>
  community.fees.find((fee) => fee.key === key)?.amount_cents ?? 0;

/** The demo communities stored without their applications yet, with the staff who decide there. */
async function communitiesToFill(
  handle: DatabaseHandle,
  fixture: DemoFixture,
): Promise<{ slug: string; facts: DemoCommunityFacts }[]> {
  const { db } = handle;
  const slugs = fixture.communities.map((community) => community.slug);
  const stored = await db
    .select({
      id: communities.id,
      slug: communities.slug,
      companyId: communities.companyId,
      settings: communities.settings,
      screeningPolicy: communities.screeningPolicy,
    })
    .from(communities)
    .where(inArray(communities.slug, slugs))
    .orderBy(communities.id);
  if (!stored.length) return [];
  const storedIds = stored.map((community) => community.id);
  const filledRows = await db
    .selectDistinct({ communityId: units.communityId })
    .from(units)
    .where(and(inArray(units.communityId, storedIds), like(units.unitNumber, `${DEMO_UNIT_PREFIX}%`)));
  const filled = new Set(filledRows.map((row) => row.communityId));
  const toFill: { slug: string; facts: DemoCommunityFacts }[] = [];
  for (const row of stored) {
    const community = fixture.communities.find((candidate) => candidate.slug === row.slug);
    if (!community || filled.has(row.id)) continue;
    // The managers of the community and the company's admins decide; a leasing agent may not.
    const deciders = await db
      .selectDistinct({ userId: staffMembers.userId })
      .from(staffMembers)
      .leftJoin(staffMemberCommunities, eq(staffMemberCommunities.staffMemberId, staffMembers.id))
      .where(
        and(
          eq(staffMembers.companyId, row.companyId),
          ne(staffMembers.role, 'leasing_agent'),
          or(eq(staffMembers.role, 'admin'), eq(staffMemberCommunities.communityId, row.id)),
        ),
      );
    if (!deciders.length) throw new Error(`Demo community ${row.slug} has no manager to decide`);
    const terms = await leaseTermsOf(db, row.id);
    if (!terms.length) throw new Error(`Demo community ${row.slug} offers no lease term`);
    toFill.push({
      slug: row.slug,
      facts: {
        id: row.id,
        place: placeOf(community),
        staffUserIds: deciders.map((decider) => decider.userId).sort((a, b) => a - b),
        applicationFeeCents: feeCents(community, 'application-fee'),
        holdingDepositCents: feeCents(community, 'holding-deposit'),
        leaseTermsOffered: terms.map((term) => term.months),
        // As stored, so the recommendation the console shows agrees with each decision.
        criteria: {
          policy: row.screeningPolicy ?? community.screening_policy,
          incomeMultiplier: row.settings.applicant_income_requirements,
        },
      },
    });
  }
  return toFill;
}

/**
 * Gives every stored demo community that has none yet the demo's applications (portfolio/demo-applications.ts),
 * all in one transaction: the slugs of the communities filled. A community filled before is left alone, so
 * every start-up may call it. Their applicants sign in with VOLUME_PASSWORD.
 */
export async function loadDemoApplications(
  handle: DatabaseHandle,
  fixture: DemoFixture,
  clock: Clock = systemClock,
): Promise<string[]> {
  const toFill = await communitiesToFill(handle, fixture);
  // Looked at first, so a start-up with nothing to add costs a few queries, not an argon2 hash.
  if (!toFill.length) return [];
  const passwordHash = await hashPassword(VOLUME_PASSWORD);
  const today = Date.parse(`${clock.now().toISOString().slice(0, 10)}T00:00:00Z`);
  const written = await writeGenerated(handle, async (session) => {
    // Under the lock, in case another load filled one since it was looked at.
    const ids = toFill.map(({ facts }) => facts.id).join(', ');
    const filledSince = await session.query(
      `select 1 from units where community_id in (${ids}) and unit_number like '${DEMO_UNIT_PREFIX}%' limit 1`,
    );
    if (filledSince.length) return null;
    const communities = toFill.map(({ facts }) => facts);
    return (idsAfter) =>
      generateDemoApplications({ seed: DEMO_SEED, communities, today, passwordHash, idsAfter });
  });
  return written ? toFill.map(({ slug }) => slug) : [];
}
