import { roles } from '@portal/domain/constants/roles';
import { isMilestone } from '@portal/domain/constants/transaction-milestones';
import { leaseEndDate } from '@portal/domain/dates/calendar-date';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { petTypeKeys } from '@portal/domain/schemas/lease-transaction';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { onePer } from '../../lib/one-per.js';
import { includedQuantity } from '../units/list-rental-options.js';
import { unitFacts } from '../units/unit-facts.js';
import { splitBuildingAddress } from './building-address.js';
import { isQuoteExpired } from './quote-expiry.js';
import type { TransactionAccess } from './transaction-access.js';
import { transactionReadCacheOf } from './transaction-read-cache.js';
import { selectTransactionView, type TransactionView } from './transaction-view.js';

const isPetType = (value: string | null): value is (typeof petTypeKeys)[number] =>
  (petTypeKeys as readonly (string | null)[]).includes(value);
/** The spec's lease transaction, as its applicant sees it. */
export async function describeTransaction(
  db: Database,
  clock: Clock,
  { transaction, applicant }: TransactionAccess,
): Promise<LeaseTransaction> {
  const [view] = await selectTransactionView(db)
    .where(and(eq(leaseTransactions.id, transaction.id), eq(applicants.id, applicant.id)))
    .limit(1);
  if (!view) throw new Error(`Lease transaction ${transaction.id} is incomplete`);
  return presentTransaction(view, clock);
}

/** The read every page makes. */
const transactionViewForUser = onePer((db: Database) =>
  selectTransactionView(db)
    .where(
      and(
        eq(leaseTransactions.id, sql.placeholder('transactionId')),
        eq(applicants.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('transaction_view_for_user'),
);

/**
 * The transaction as the signed-in user sees it, in one query, found only through their own place on it,
 * so anyone else gets the same 404 as for a transaction that does not exist. After a write, read it here:
 * what the cache holds may be from before that write.
 */
export async function describeTransactionFor(
  db: Database,
  clock: Clock,
  transactionId: number,
  userId: number,
): Promise<LeaseTransaction> {
  return presentTransaction(await viewFor(db, transactionId, userId), clock);
}

/** GET /api/transactions/{id}/, which every page makes: answered from the instance's cache when it can. */
export async function describeTransactionCached(
  context: AppContext,
  transactionId: number,
  userId: number,
): Promise<LeaseTransaction> {
  const view = await transactionReadCacheOf(context).read('transaction', transactionId, userId, () =>
    viewFor(context.db, transactionId, userId),
  );
  return presentTransaction(view, context.clock);
}

async function viewFor(db: Database, transactionId: number, userId: number): Promise<TransactionView> {
  const [view] = await transactionViewForUser(db).execute({ transactionId, userId });
  if (!view) throw notFound('transaction_not_found');
  return view;
}

function presentTransaction(
  {
    transaction,
    applicant,
    community,
    unit,
    events,
    options,
    primary,
    joined,
    invited,
    condition,
    guarantorRequested,
    incomeRequested,
    documentsSent,
    lease,
  }: TransactionView,
  clock: Clock,
): LeaseTransaction {
  if (!primary) throw new Error(`Lease transaction ${transaction.id} has no primary applicant`);
  const leaseTerm = transaction.isMonthToMonth ? ('month_to_month' as const) : transaction.leaseTerm;
  return {
    id: transaction.id,
    type: transaction.type,
    status: transaction.status,
    community: { id: community.id, slug: community.slug, display_name: community.displayName },
    unit: {
      ...unitFacts(unit),
      price: transaction.quotedRentCents ?? unit.baseRentCents,
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
    // As the Charges page counts the months: the term from the move-in date, whatever its kind.
    breakdown_lease_end_date:
      transaction.moveInDate && transaction.leaseTerm
        ? (leaseEndDate(transaction.moveInDate, transaction.leaseTerm) ?? null)
        : null,
    selected_rental_options: options.map((option) => ({
      id: option.id,
      rental_option_id: option.rental_option_id,
      key: option.key,
      category: option.category,
      name: option.name,
      quantity: option.quantity,
      included_quantity: Math.min(
        option.quantity,
        includedQuantity(
          {
            includedForBedroomsAtLeast: option.included_for_bedrooms_at_least,
            includedQuantity: option.included_quantity,
          },
          unit.bedrooms,
        ),
      ),
      pet_type: isPetType(option.pet_type) ? option.pet_type : null,
      is_assistance_animal: option.is_assistance_animal,
    })),
    events: events.map((event) => ({
      event: event.event,
      applicant: event.applicant_id,
      created_at: new Date(event.created_at).toISOString(),
      milestone: isMilestone(event.event),
    })),
    primary_applicant: primary,
    co_applicants: joined.filter((person) => person.role === roles.co_applicant.code),
    occupants: joined.filter((person) => person.role === roles.occupant.code),
    guarantors: joined.filter((person) => person.role === roles.guarantor.code),
    invitees: invited,
    applicant: {
      id: applicant.id,
      role: applicant.role,
      has_access_to_application_link: applicant.hasAccessToApplicationLink,
    },
    quote_expired: isQuoteExpired(transaction, community.quoteValidDays, clock.now()),
    security_deposit: condition?.kind === 'security_deposit' ? condition.cents : null,
    security_fee: condition?.kind === 'security_fee' ? condition.cents : null,
    unit_security_payment_option: transaction.unitSecurityPaymentOption,
    guarantor_requested: guarantorRequested,
    income_requested: incomeRequested,
    documents_sent: documentsSent,
    lease,
  };
}
