import type { UnitLayout } from '@portal/domain/constants/unit-layouts';
import { units } from '../../../db/schema/units.js';
import { unitRowOf } from '../../admin/community-definitions.js';
import { dateAt, type Generation, type UnitFacts } from './generation.js';

const UNITS_PER_BUILDING = 60;
const UNITS_PER_FLOOR = 20;
const layoutOf: Record<number, UnitLayout> = { 0: 'Studio', 1: '1 Bedroom', 2: '2 Bedroom', 3: '3 Bedroom' };
const bathroomsOf: Record<number, number> = { 0: 1, 1: 1, 2: 2, 3: 2.5 };

/** "A204": building A, second floor, fourth door. Single-building communities drop the letter. */
export function unitNumberOf(index: number, count: number): string {
  const building = Math.floor(index / UNITS_PER_BUILDING);
  const inBuilding = index % UNITS_PER_BUILDING;
  const floor = 1 + Math.floor(inBuilding / UNITS_PER_FLOOR);
  const door = String((inBuilding % UNITS_PER_FLOOR) + 1).padStart(2, '0');
  const letter = count > UNITS_PER_BUILDING ? String.fromCharCode(65 + building) : '';
  return `${letter}${floor}${door}`;
}

/**
 * `count` units of the community at one market's rents, numbered by `numberOf(index)`; the first
 * `letUnits` are let, the rest available.
 */
export function unitRows(
  generation: Generation,
  communityId: number,
  count: number,
  letUnits: number,
  numberOf: (index: number) => string,
): UnitFacts[] {
  const { ids, out, random } = generation;
  // A market's rent for a studio; bigger layouts cost more, as they do.
  const marketCents = random.int(95, 190) * 1000;
  return Array.from({ length: count }, (_, unitIndex) => {
    const bedrooms = random.weighted([
      [0, 1],
      [1, 4],
      [2, 4],
      [3, 1],
    ]);
    const baseRentCents = Math.round((marketCents * (1 + 0.3 * bedrooms)) / 500) * 500;
    const unitId = ids.next(units);
    const unitNumber = numberOf(unitIndex);
    out.add(units, {
      ...unitRowOf(communityId, {
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
}
