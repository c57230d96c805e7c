import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import { communities, vacateReasons } from '../../../db/schema/communities.js';
import { companies } from '../../../db/schema/companies.js';
import { concessions, fees, leaseTermPrices, rentalOptions } from '../../../db/schema/pricing.js';
import { staffMemberCommunities, staffMembers, users } from '../../../db/schema/users.js';
import { communityValues, priceRowsOf } from '../../admin/community-definitions.js';
import { type CommunityFacts, dayAt, type Generation } from './generation.js';
import { communityWords, personOf, phoneOf, places, postalCodeOf, streetOf } from './people.js';
import { shareOf } from './portfolio-size.js';
import { unitNumberOf, unitRows } from './unit-rows.js';

/** The company a portfolio is generated for: its key, name, staff e-mail domain and community slugs. */
export interface CompanyPlan {
  key: string;
  name: string;
  /** The staff sign in as admin@<domain> and agent@<domain>. */
  staffDomain: string;
  /** Begins every community slug, keeping two companies' slugs apart. */
  slugPrefix: string;
}

/** How many communities the leasing agent works in (issue 40). */
export const AGENT_COMMUNITIES = 10;
const COMMUNITIES_PER_MANAGER = 10;

function staffAccount(
  generation: Generation,
  companyId: number,
  email: string,
  role: 'admin' | 'manager' | 'leasing_agent',
) {
  const { ids, out, random } = generation;
  const person = personOf(random);
  const userId = ids.next(users);
  const createdAt = dayAt(generation, -random.int(400, 1500));
  out.add(users, {
    id: userId,
    email,
    firstName: person.firstName,
    lastName: person.lastName,
    completedAccountSetup: true,
    passwordHash: generation.passwordHash,
    createdAt,
    updatedAt: createdAt,
  });
  const staffMemberId = ids.next(staffMembers);
  out.add(staffMembers, { id: staffMemberId, userId, companyId, role });
  return { userId, staffMemberId };
}

function communityRows(
  generation: Generation,
  template: CommunityDefinition,
  companyId: number,
  plan: CompanyPlan,
  index: number,
  unitCount: number,
  letUnits: number,
): Omit<CommunityFacts, 'staffUserIds'> {
  const { ids, out, random } = generation;
  const place = places[index % places.length] ?? places[0];
  if (!place) throw new Error('No places to put communities in');
  const name = `${random.pick(communityWords.first)} ${random.pick(communityWords.second)}`;
  const id = ids.next(communities);
  const definition: CommunityDefinition = {
    ...template,
    slug: `${plan.slugPrefix}-${name.toLowerCase().replace(/ /g, '-')}-${index + 1}`,
    display_name: `${name} Apartments`,
    building_name: name,
    normalized_street_address: `${streetOf(random)}, ${place.city}, ${place.state} ${postalCodeOf(place, random)}`,
    contact_phone: phoneOf(place, random),
    timezone: place.timezone,
  };
  out.add(communities, {
    ...communityValues(definition),
    id,
    slug: definition.slug,
    companyId,
    published: true,
    createdAt: dayAt(generation, -random.int(1500, 2500)),
  });
  const prices = priceRowsOf(id, definition);
  for (const row of prices.leaseTermPrices)
    out.add(leaseTermPrices, { ...row, id: ids.next(leaseTermPrices) });
  for (const row of prices.rentalOptions) out.add(rentalOptions, { ...row, id: ids.next(rentalOptions) });
  for (const row of prices.fees) out.add(fees, { ...row, id: ids.next(fees) });
  for (const row of prices.concessions) out.add(concessions, { ...row, id: ids.next(concessions) });
  for (const row of prices.vacateReasons) out.add(vacateReasons, { ...row, id: ids.next(vacateReasons) });

  const unitFacts = unitRows(generation, id, unitCount, letUnits, (unitIndex) =>
    unitNumberOf(unitIndex, unitCount),
  );
  const feeAmount = (key: string) => template.fees.find((fee) => fee.key === key)?.amount_cents ?? 0;
  return {
    id,
    place,
    units: unitFacts,
    letUnits,
    applicationFeeCents: feeAmount('application-fee'),
    holdingDepositCents: feeAmount('holding-deposit'),
    criteria: {
      policy: template.screening_policy,
      incomeMultiplier: template.settings.applicant_income_requirements,
    },
  };
}

export interface CompanyFacts {
  companyId: number;
  adminUserId: number;
  communities: CommunityFacts[];
}

/**
 * The company, its communities (from `template`'s prices and settings, with their own names, places and
 * units), and its staff: the admin, a leasing agent in the first AGENT_COMMUNITIES communities, and a
 * manager for every COMMUNITIES_PER_MANAGER communities. `letUnitsOf(i, units)` says how many of
 * community i's units are let.
 */
export function companyRows(
  generation: Generation,
  plan: CompanyPlan,
  template: CommunityDefinition,
  size: { communities: number; units: number },
  letUnitsOf: (index: number, unitCount: number) => number,
): CompanyFacts {
  const { ids, out } = generation;
  const companyId = ids.next(companies);
  out.add(companies, {
    id: companyId,
    key: plan.key,
    name: plan.name,
    acceptAchPaymentsFromApplicants: true,
  });
  const admin = staffAccount(generation, companyId, `admin@${plan.staffDomain}`, 'admin');
  const agent = staffAccount(generation, companyId, `agent@${plan.staffDomain}`, 'leasing_agent');
  const managers = Array.from({ length: Math.ceil(size.communities / COMMUNITIES_PER_MANAGER) }, (_, n) =>
    staffAccount(generation, companyId, `manager${n + 1}@${plan.staffDomain}`, 'manager'),
  );
  const facts = Array.from({ length: size.communities }, (_, index) => {
    const unitCount = shareOf(size.units, index, size.communities);
    const community = communityRows(
      generation,
      template,
      companyId,
      plan,
      index,
      unitCount,
      letUnitsOf(index, unitCount),
    );
    const manager = managers[Math.floor(index / COMMUNITIES_PER_MANAGER)] ?? admin;
    out.add(staffMemberCommunities, { staffMemberId: manager.staffMemberId, communityId: community.id });
    const staffUserIds = [manager.userId, admin.userId];
    if (index < AGENT_COMMUNITIES) {
      out.add(staffMemberCommunities, { staffMemberId: agent.staffMemberId, communityId: community.id });
      staffUserIds.push(agent.userId);
    }
    return { ...community, staffUserIds };
  });
  return { companyId, adminUserId: admin.userId, communities: facts };
}
