import { roles } from '@portal/domain/constants/roles';
import { leaseEndDate } from '@portal/domain/dates/calendar-date';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { petTypeKeys } from '@portal/domain/schemas/lease-transaction';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, selectedRentalOptions, transactionEvents } from '../../db/schema/lease-transactions.js';
import { rentalOptions } from '../../db/schema/pricing.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import type { Clock } from '../../lib/clock.js';
import { includedQuantity } from '../units/list-rental-options.js';
import { splitBuildingAddress } from './building-address.js';
import { isQuoteExpired } from './quote-expiry.js';
import type { TransactionAccess } from './transaction-access.js';

const isPetType = (value: string | null): value is (typeof petTypeKeys)[number] =>
  (petTypeKeys as readonly (string | null)[]).includes(value);

/** The spec's lease transaction, as its applicant sees it. */
export async function describeTransaction(
  db: Database,
  clock: Clock,
  { transaction, applicant }: TransactionAccess,
): Promise<LeaseTransaction> {
  const [[community], [unit], events, options, [primary]] = await Promise.all([
    db.select().from(communities).where(eq(communities.id, transaction.communityId)),
    db.select().from(units).where(eq(units.id, transaction.unitId)),
    db
      .select()
      .from(transactionEvents)
      .where(eq(transactionEvents.leaseTransactionId, transaction.id))
      .orderBy(asc(transactionEvents.id)),
    db
      .select({ selected: selectedRentalOptions, option: rentalOptions })
      .from(selectedRentalOptions)
      .innerJoin(rentalOptions, eq(rentalOptions.id, selectedRentalOptions.rentalOptionId))
      .where(eq(selectedRentalOptions.leaseTransactionId, transaction.id))
      .orderBy(asc(rentalOptions.position), asc(selectedRentalOptions.id)),
    db
      .select({ id: applicants.id, firstName: users.firstName, lastName: users.lastName })
      .from(applicants)
      .innerJoin(users, eq(users.id, applicants.userId))
      .where(
        and(
          eq(applicants.leaseTransactionId, transaction.id),
          eq(applicants.role, roles.primary_applicant.code),
        ),
      ),
  ]);
  if (!community || !unit || !primary) throw new Error(`Lease transaction ${transaction.id} is incomplete`);

  const leaseTerm = transaction.isMonthToMonth ? ('month_to_month' as const) : transaction.leaseTerm;
  return {
    id: transaction.id,
    type: transaction.type,
    status: transaction.status,
    community: { id: community.id, slug: community.slug, display_name: community.displayName },
    unit: {
      id: unit.id,
      unit_number: unit.unitNumber,
      layout: unit.layout,
      bedrooms: unit.bedrooms,
      bathrooms: unit.bathrooms,
      sqft: unit.sqft,
      available_date: unit.availableFrom,
      building: { name: community.buildingName, ...splitBuildingAddress(community.normalizedStreetAddress) },
    },
    unit_available: unit.available,
    lease_start_date: transaction.moveInDate,
    lease_end_date:
      transaction.moveInDate && transaction.leaseTerm && !transaction.isMonthToMonth
        ? (leaseEndDate(transaction.moveInDate, transaction.leaseTerm) ?? null)
        : null,
    lease_term: leaseTerm,
    move_in_date: transaction.moveInDate,
    selected_rental_options: options.map(({ selected, option }) => ({
      id: selected.id,
      rental_option_id: option.id,
      key: option.key,
      category: option.category,
      name: option.name,
      quantity: selected.quantity,
      included_quantity: Math.min(selected.quantity, includedQuantity(option, unit.bedrooms)),
      pet_type: isPetType(selected.petType) ? selected.petType : null,
      is_assistance_animal: selected.isAssistanceAnimal,
    })),
    events: events.map((event) => ({
      event: event.event,
      applicant: event.applicantId,
      created_at: event.createdAt.toISOString(),
    })),
    primary_applicant: { id: primary.id, first_name: primary.firstName, last_name: primary.lastName },
    applicant: { id: applicant.id, role: applicant.role },
    quote_expired: isQuoteExpired(transaction, community.settings.quote_valid_days, clock.now()),
  };
}
