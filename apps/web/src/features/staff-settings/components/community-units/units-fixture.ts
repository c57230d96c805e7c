// Units of Maple Court as Settings → Units lists them, for the section's tests.
import type { AdminUnit } from '@portal/domain/schemas/admin-units';
import { screen } from '@testing-library/react';
import { studio101 } from '@/features/staff-settings/lib/maple-court-fixture';

export const UNITS = '/api/admin/communities/maple-court/units/';

/** Unit 101 of the fixture, as told, listed as the section lists it. */
export const unit = (fields: Partial<AdminUnit> & Pick<AdminUnit, 'unit_number'>): AdminUnit => ({
  ...studio101,
  active: true,
  has_applications: false,
  scheduled_prices: [],
  ...fields,
});

/** Offered, with a price change ahead, named by no application. */
export const u101 = unit({
  unit_number: '101',
  scheduled_prices: [{ id: 7, effective_date: '2027-03-01', base_rent_cents: 135000 }],
});

/** Not offered, named by an application. */
export const u203 = unit({
  unit_number: '203',
  layout: '1 Bedroom',
  bedrooms: 1,
  bathrooms: 1.5,
  sqft: 1250,
  base_rent_cents: 159900,
  available: false,
  has_applications: true,
});

/** Deactivated. */
export const u305 = unit({ unit_number: '305', active: false, available: false, has_applications: true });

/** The list's answer. */
export const listed = (...results: AdminUnit[]) => ({ status: 200, body: { results } });

export const rowOf = (unitNumber: string) =>
  screen.getByRole('rowheader', { name: unitNumber }).closest('tr') as HTMLElement;

/** The forms fetch their schema when first used: fetched once here, so no check waits on the module loader. */
export const loadUnitSchemas = () =>
  Promise.all([import('@/features/staff-settings/lib/unit-form-schemas'), import('@hookform/resolvers/zod')]);
