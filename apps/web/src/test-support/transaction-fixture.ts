import { ApplicationStatus } from '@portal/domain/constants/application-status';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';

/**
 * For tests: transaction 7 of Maple Court as GET /api/transactions/{id}/ answers it to its primary
 * applicant, Avery Quinn, who has just applied for unit 102 (no lease terms yet, nothing on hold).
 */
export function leaseTransactionFixture(overrides: Partial<LeaseTransaction> = {}): LeaseTransaction {
  return {
    id: 7,
    type: 10,
    status: ApplicationStatus.InProgress,
    community: { id: 1, slug: 'maple-court', display_name: 'Maple Court' },
    unit: {
      id: 2,
      unit_number: '102',
      layout: '1 Bedroom',
      bedrooms: 1,
      bathrooms: 1,
      sqft: 700,
      available_date: '2026-11-01',
      building: { name: 'A', street_address: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701' },
    },
    unit_available: true,
    lease_start_date: null,
    lease_end_date: null,
    lease_term: null,
    move_in_date: null,
    selected_rental_options: [],
    events: [],
    primary_applicant: { id: 11, first_name: 'Avery', last_name: 'Quinn' },
    applicant: { id: 11, role: 10 },
    quote_expired: false,
    security_deposit: null,
    security_fee: null,
    guarantor_requested: false,
    income_requested: false,
    documents_sent: false,
    lease: null,
    ...overrides,
  };
}
