import type { UnitLayout } from '@portal/domain/constants/unit-layouts';
import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import { communities, vacateReasons } from '../../../db/schema/communities.js';
import { companies } from '../../../db/schema/companies.js';
import { concessions, fees, leaseTermPrices, rentalOptions } from '../../../db/schema/pricing.js';
import { units } from '../../../db/schema/units.js';
import { staffMemberCommunities, staffMembers, users } from '../../../db/schema/users.js';
import { communityValues, priceRowsOf, unitRowOf } from '../../admin/community-definitions.js';
import { type CommunityFacts, dateAt, dayAt, type Generation } from './generation.js';
import { communityWords, personOf, phoneOf, places, postalCodeOf, streetOf } from './people.js';
import { shareOf } from './portfolio-size.js';

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
const UNITS_PER_BUILDING = 60;
const UNITS_PER_FLOOR = 20;
const layoutOf: Record<number, UnitLayout> = { 0: 'Studio', 1: '1 Bedroom', 2: '2 Bedroom', 3: '3 Bedroom' };
const bathroomsOf: Record<number, number> = { 0: 1, 1: 1, 2: 2, 3: 2.5 };

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

/** "A204": building A, second floor, fourth door. Single-building communities drop the letter. */
function unitNumberOf(index: number, count: number): string {
  const building = Math.floor(index / UNITS_PER_BUILDING);
  const inBuilding = index % UNITS_PER_BUILDING;
  const floor = 1 + Math.floor(inBuilding / UNITS_PER_FLOOR);
  const door = String((inBuilding % UNITS_PER_FLOOR) + 1).padStart(2, '0');
  const letter = count > UNITS_PER_BUILDING ? String.fromCharCode(65 + building) : '';
  return `${letter}${floor}${door}`;
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

  // A market's rent for a studio; bigger layouts cost more, as they do.
  const marketCents = random.int(95, 190) * 1000;
  const unitFacts = Array.from({ length: unitCount }, (_, unitIndex) => {
    const bedrooms = random.weighted([
      [0, 1],
      [1, 4],
      [2, 4],
      [3, 1],
    ]);
    const baseRentCents = Math.round((marketCents * (1 + 0.3 * bedrooms)) / 500) * 500;
    const unitId = ids.next(units);
    const unitNumber = unitNumberOf(unitIndex, unitCount);
    out.add(units, {
      ...unitRowOf(id, {
        unit_number: unitNumber,
        layout: layoutOf[bedrooms] ?? 'Studio',
        bedrooms,
        bathrooms: bathroomsOf[bedrooms] ?? 1,
        sqft: 450 + 320 * bedrooms + random.int(0, 150),
        base_rent_cents: baseRentCents,
        available_from: dateAt(generation, random.int(0, 90)),
        available: unitIndex >= letUnits,
      }),
      id: unitId,
    });
    return { id: unitId, unitNumber, bedrooms, baseRentCents };
  });
  const feeAmount = (key: string) => template.fees.find((fee) => fee.key === key)?.amount_cents ?? 0;
  return {
    id,
    place,
    units: unitFacts,
    letUnits,
    applicationFeeCents: feeAmount('application-fee'),
    holdingDepositCents: feeAmount('holding-deposit'),
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
