// For tests: a whole community in the shape the API exports it.
import type { CommunityDefinition, UnitDefinition } from '@portal/domain/schemas/community-definition';
import { type NewCommunityFields, newCommunityDefinition } from './new-community';

/** What the set-up page would have been told for Maple Court. */
export const mapleCourtFields: NewCommunityFields = {
  display_name: 'Maple Court Apartments',
  building_name: 'Maple Court',
  slug: 'maple-court',
  normalized_street_address: '1200 Maple Ave, Austin, TX 78701',
  contact_phone: '(512) 555-0142',
  contact_email: '',
  timezone: 'America/Chicago',
  primary_color: '#2B44FF',
  secondary_color: '#2B44FF',
  background: '#FFFFFF',
  dark_mode: false,
};

/** Maple Court's unit 101. */
export const studio101: UnitDefinition = {
  unit_number: '101',
  layout: 'Studio',
  bedrooms: 0,
  bathrooms: 1,
  sqft: 520,
  base_rent_cents: 129500,
  available_from: '2026-11-01',
  available: true,
};

// A new community starts from the demo's Maple Court settings, screening policy, renewals and application fee.
const started = newCommunityDefinition(mapleCourtFields);

/** Maple Court as the set-up page makes it, with the demo's logo and published; nothing else added. */
export const mapleCourtAsStarted: CommunityDefinition = {
  ...started,
  theme: { ...started.theme, logo: 'maple-court.svg' },
  published: true,
};

/** Maple Court from apps/api/fixtures/demo-communities.json (two of its units). */
export const mapleCourt: CommunityDefinition = {
  ...mapleCourtAsStarted,
  lease_terms_months: [6, 9, 12, 15],
  lease_term_price_adjustment_percent: { '6': 10, '9': 5, '12': 0, '15': -2 },
  units: [
    studio101,
    {
      unit_number: '407',
      layout: '2 Bedroom',
      bedrooms: 2,
      bathrooms: 2,
      sqft: 1040,
      base_rent_cents: 189000,
      available_from: '2026-11-01',
      available: false,
    },
  ],
  rental_options: [
    {
      key: 'parking-covered',
      category: 'parking',
      name: 'Reserved Covered Parking',
      monthly_cents: 5000,
      max_quantity: 2,
      included_quantity_for_bedrooms_at_least: { bedrooms: 2, quantity: 1 },
      taxable: false,
    },
    {
      key: 'pets-dogs',
      category: 'pets',
      name: 'Dog',
      monthly_cents: 3500,
      deposit_cents: 30000,
      one_time_cents: 25000,
      max_quantity: 2,
      taxable: false,
    },
    {
      key: 'storage',
      category: 'storage',
      name: 'Storage Locker',
      monthly_cents: 2500,
      max_quantity: 2,
      taxable: true,
    },
  ],
  sales_tax_percent: 8.25,
  fees: [
    ...started.fees,
    {
      key: 'holding-deposit',
      name: 'Holding Deposit',
      kind: 'deposit',
      category: 20,
      amount_cents: 25000,
      per: 'transaction',
      fee_help_text: 'Reserves the unit while your application is reviewed.',
      taxable: false,
    },
    {
      key: 'admin-fee',
      name: 'Administrative Fee',
      kind: 'one_time',
      amount_cents: 15000,
      per: 'transaction',
      fee_help_text: 'Covers lease preparation.',
      taxable: false,
    },
    {
      key: 'unit-security-deposit',
      name: 'Unit Security Deposit',
      kind: 'deposit',
      per: 'transaction',
      amount_cents_by_bedrooms: { '0': 50000, '1': 50000, '2': 75000, '3': 100000 },
      taxable: false,
    },
    {
      key: 'trash-valet',
      name: 'Valet Trash',
      kind: 'monthly',
      amount_cents: 3000,
      per: 'transaction',
      taxable: false,
    },
    {
      key: 'transfer-fee',
      name: 'Transfer Fee',
      kind: 'one_time',
      category: 30,
      amount_cents: 30000,
      per: 'transaction',
      taxable: false,
      transaction_types: [60],
    },
  ],
  concessions: [
    {
      key: 'fifteen-month-special',
      name: '15-Month Lease Special',
      kind: 'monthly_concession',
      amount_cents: 5000,
      applies_to_lease_terms_months: [15],
    },
  ],
  vacate_reasons: ['Purchased a home', 'Relocating for work', 'Other'],
  renewals: { ...started.renewals, renewal_lease_terms_months: [6, 12, 15] },
};
