import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { isMilestone } from '@portal/domain/constants/transaction-milestones';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
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
      price: 149_500,
      sqft: 700,
      available_date: '2026-11-01',
      building: { name: 'A', street_address: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701' },
    },
    unit_available: true,
    lease_start_date: null,
    lease_end_date: null,
    lease_term: null,
    move_in_date: null,
    breakdown_lease_end_date: null,
    selected_rental_options: [],
    events: [],
    primary_applicant: { id: 11, first_name: 'Avery', last_name: 'Quinn' },
    co_applicants: [],
    occupants: [],
    guarantors: [],
    invitees: [],
    applicant: { id: 11, role: 10, has_access_to_application_link: true },
    quote_expired: false,
    security_deposit: null,
    security_fee: null,
    unit_security_payment_option: 'security_deposit',
    guarantor_requested: false,
    income_requested: false,
    documents_sent: false,
    lease: null,
    ...overrides,
  };
}

/** One step of a transaction's history: `event` on November 2`day`, 2026, by applicant 11 unless told. */
export function transactionEvent(event: number, day: number, applicant: number | null = 11) {
  return { event, applicant, created_at: `2026-11-2${day}T10:00:00.000Z`, milestone: isMilestone(event) };
}

/** Transaction 7 once approved, its fees paid and its lease sent for signing. */
export function approvedTransactionFixture(overrides: Partial<LeaseTransaction> = {}): LeaseTransaction {
  return leaseTransactionFixture({
    status: ApplicationStatus.Approved,
    events: [
      transactionEvent(TransactionStep.FeesDeposits, 0),
      transactionEvent(TransactionStep.Approved, 1),
    ],
    documents_sent: true,
    ...overrides,
  });
}

/** Two storage lockers as a transaction lists the rental options chosen with it. */
export function storageLockersFixture(
  overrides: Partial<LeaseTransaction['selected_rental_options'][number]> = {},
): LeaseTransaction['selected_rental_options'][number] {
  return {
    id: 2,
    rental_option_id: 6,
    key: 'storage',
    category: 'storage',
    name: 'Storage Locker',
    quantity: 2,
    included_quantity: 0,
    pet_type: null,
    is_assistance_animal: false,
    ...overrides,
  };
}
