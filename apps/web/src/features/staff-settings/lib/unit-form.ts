import type { AdminUnit } from '@portal/domain/schemas/admin-units';
import { dollarsFromCents } from '@/lib/money';

// A unit's forms (Settings → Units) hold text as typed; lib/unit-form-schemas.ts reads it into the unit's
// shape, rent in integer cents, and checks it with the schema the API uses.

/** A unit as its form's inputs hold it: numbers as typed, the rent in dollars. */
export interface UnitValues {
  unit_number: string;
  layout: string;
  bedrooms: string;
  bathrooms: string;
  sqft: string;
  rent: string;
  available_from: string;
  available: boolean;
}

export type UnitField = keyof UnitValues;

/** The form's fields, in its order (the first with a message is focused). */
export const UNIT_FIELDS = [
  'unit_number',
  'layout',
  'bedrooms',
  'bathrooms',
  'sqft',
  'rent',
  'available_from',
  'available',
] as const satisfies readonly UnitField[];

/** A new unit starts blank and offered; a unit's form starts with what it has. */
export function unitValues(unit: AdminUnit | undefined): UnitValues {
  return {
    unit_number: unit?.unit_number ?? '',
    layout: unit?.layout ?? '',
    bedrooms: unit ? String(unit.bedrooms) : '',
    bathrooms: unit ? String(unit.bathrooms) : '',
    sqft: unit ? String(unit.sqft) : '',
    rent: unit ? dollarsFromCents(unit.base_rent_cents) : '',
    available_from: unit?.available_from ?? '',
    available: unit?.available ?? true,
  };
}

/** A price change as its form holds it. */
export interface PriceChangeValues {
  effective_date: string;
  rent: string;
}

/** The form field a field of the API's shape (a check's or the API's message) is typed in. */
export function formFieldOf(apiField: string): string {
  return apiField === 'base_rent_cents' ? 'rent' : apiField;
}
