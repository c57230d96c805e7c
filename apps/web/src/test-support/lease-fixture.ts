import type { Lease } from '@portal/domain/schemas/lease';

/** For tests: the demo resident's lease of Maple Court unit 407 as GET /api/leases/ lists it. */
export const leaseFixture: Lease = {
  id: 5,
  community: { slug: 'maple-court', display_name: 'Maple Court' },
  unit: {
    id: 7,
    unit_number: '407',
    layout: '2 Bedroom',
    building: {
      name: 'Maple Court',
      street_address: '1200 Maple Ave',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
    },
  },
  residents: [
    { name: 'Jordan Reyes', role: 10 },
    { name: 'Morgan Reyes', role: 20 },
  ],
  lease_start_date: '2026-02-06',
  lease_end_date: '2027-02-05',
  lease_term_months: 12,
  monthly_rent: 189000,
  monthly_items: [{ name: 'Rent', amount: 189000, tax: 0 }],
  total_per_month: 189000,
  deposits_held: 75000,
  enable_self_service_renewals: true,
  status: 'current',
  days_until_end: 75,
  documents: [],
  documents_to_sign: [],
  receive_renewal_reminders: true,
  renewal_offer_window_opens_on: '2026-10-08',
};
