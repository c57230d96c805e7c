import { militaryStatuses } from '@portal/domain/constants/military-statuses';
import { isMilestone } from '@portal/domain/constants/transaction-milestones';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { todayIn } from '@portal/domain/dates/calendar-date';
import { isWithinMoveInWindow, moveInWindow } from '@portal/domain/flow/move-in-window';
import type { Applicant, ApplicantAddress } from '@portal/domain/schemas/lease-transaction';
import type { StatedIncomeAssets } from '@portal/domain/schemas/stated-income';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, leaseTransactions, transactionEvents } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { failedPaymentOf } from '../payments/failed-payment.js';
import { listPaymentMethods } from '../payments/payment-methods.js';
import { applicantSigning } from '../signing/signer-documents.js';
import type { ApplicantRow } from './transaction-access.js';

const isMilitaryStatus = (value: string | null): value is (typeof militaryStatuses)[number] =>
  (militaryStatuses as readonly (string | null)[]).includes(value);

/**
 * The spec's applicant: address, move-in date and whether that date has run out of the unit's window, and
 * the caller's own e-mail, steps and bank accounts (spec part 2 §4). Read afresh each time, not cached.
 */
export async function describeApplicant(context: AppContext, applicant: ApplicantRow): Promise<Applicant> {
  const { db, clock } = context;
  const [row] = await db
    .select({
      moveInDate: leaseTransactions.moveInDate,
      availableFrom: units.availableFrom,
      timezone: communities.timezone,
      settings: communities.settings,
    })
    .from(leaseTransactions)
    .innerJoin(units, eq(units.id, leaseTransactions.unitId))
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .where(eq(leaseTransactions.id, applicant.leaseTransactionId));
  const [signing, failedPayment, methods] = await Promise.all([
    applicantSigning(db, applicant.leaseTransactionId, applicant.userId),
    failedPaymentOf(db, applicant.leaseTransactionId, applicant.userId, row?.timezone ?? 'UTC'),
    listPaymentMethods(context, applicant.userId, applicant.leaseTransactionId),
  ]);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, applicant.userId));
  const events = await db
    .select({ event: transactionEvents.event, createdAt: transactionEvents.createdAt })
    .from(transactionEvents)
    .where(
      and(
        eq(transactionEvents.leaseTransactionId, applicant.leaseTransactionId),
        eq(transactionEvents.applicantId, applicant.id),
      ),
    )
    .orderBy(asc(transactionEvents.createdAt), asc(transactionEvents.id));
  const moveInDate = row?.moveInDate ?? null;
  const window = row ? moveInWindow(row.availableFrom, todayIn(row.timezone, clock.now())) : undefined;
  return {
    id: applicant.id,
    role: applicant.role,
    lease_transaction_id: applicant.leaseTransactionId,
    email: user?.email ?? '',
    events: events.map((event) => ({
      event: event.event,
      applicant: applicant.id,
      created_at: event.createdAt.toISOString(),
      milestone: isMilestone(event.event),
    })),
    bank_accounts: methods.filter((method) => method.kind === 'bank'),
    address_street: applicant.addressStreet,
    address_line_2: applicant.addressLine2,
    address_city: applicant.addressCity,
    address_state: applicant.addressState,
    address_postal_code: applicant.addressPostalCode,
    military_status: isMilitaryStatus(applicant.militaryStatus) ? applicant.militaryStatus : null,
    move_in_date: moveInDate,
    is_move_in_threshold_exceeded: moveInDate !== null && !isWithinMoveInWindow(moveInDate, window),
    stated_income: applicant.statedIncomeCents,
    stated_assets: applicant.statedAssetsCents,
    // A community saved before the setting existed asks, as its default does.
    enabled_for_stated_income_assets: row?.settings.enable_stated_income_assets !== false,
    is_income_and_employment_completed: events.some(
      (event) => event.event === TransactionStep.IncomeEmployment,
    ),
    res_app_portal_url: row?.settings.resident_portal_url ?? null,
    failed_payment: failedPayment,
    ...signing,
  };
}

export async function saveApplicantAddress(
  context: AppContext,
  applicant: ApplicantRow,
  address: ApplicantAddress,
): Promise<Applicant> {
  const [saved] = await context.db
    .update(applicants)
    .set({
      addressStreet: address.address_street,
      addressLine2: address.address_line_2,
      addressCity: address.address_city,
      addressState: address.address_state,
      addressPostalCode: address.address_postal_code,
    })
    .where(eq(applicants.id, applicant.id))
    .returning();
  return describeApplicant(context, saved ?? applicant);
}

/** Stated income and assets, in cents; 0 and 0 is "I Don't Have Income or Assets". */
export async function saveStatedIncomeAssets(
  context: AppContext,
  applicant: ApplicantRow,
  stated: StatedIncomeAssets,
): Promise<Applicant> {
  const [saved] = await context.db
    .update(applicants)
    .set({ statedIncomeCents: stated.stated_income, statedAssetsCents: stated.stated_assets })
    .where(eq(applicants.id, applicant.id))
    .returning();
  return describeApplicant(context, saved ?? applicant);
}
