import { militaryStatuses } from '@portal/domain/constants/military-statuses';
import { todayIn } from '@portal/domain/dates/calendar-date';
import { isWithinMoveInWindow, moveInWindow } from '@portal/domain/flow/move-in-window';
import type { Applicant, ApplicantAddress } from '@portal/domain/schemas/lease-transaction';
import type { StatedIncomeAssets } from '@portal/domain/schemas/stated-income';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { applicantSigning } from '../signing/signer-documents.js';
import type { ApplicantRow } from './transaction-access.js';

const isMilitaryStatus = (value: string | null): value is (typeof militaryStatuses)[number] =>
  (militaryStatuses as readonly (string | null)[]).includes(value);

/** The spec's applicant: address, move-in date and whether that date has run out of the unit's window. */
export async function describeApplicant(
  { db, clock }: AppContext,
  applicant: ApplicantRow,
): Promise<Applicant> {
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
  const signing = await applicantSigning(db, applicant.leaseTransactionId, applicant.userId);
  const moveInDate = row?.moveInDate ?? null;
  const window = row ? moveInWindow(row.availableFrom, todayIn(row.timezone, clock.now())) : undefined;
  return {
    id: applicant.id,
    role: applicant.role,
    lease_transaction_id: applicant.leaseTransactionId,
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
    res_app_portal_url: row?.settings.resident_portal_url ?? null,
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
