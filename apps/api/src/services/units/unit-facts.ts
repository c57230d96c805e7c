import type { UnitFacts } from '@portal/domain/schemas/units';
import type { units } from '../../db/schema/units.js';

type UnitFactsRow = Pick<
  typeof units.$inferSelect,
  'id' | 'unitNumber' | 'layout' | 'bedrooms' | 'bathrooms'
>;

/** A unit's row in the words of unitFactsSchema. */
export function unitFacts(unit: UnitFactsRow): UnitFacts {
  return {
    id: unit.id,
    unit_number: unit.unitNumber,
    layout: unit.layout,
    bedrooms: unit.bedrooms,
    bathrooms: unit.bathrooms,
  };
}
