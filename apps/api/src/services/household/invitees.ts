import { roles } from '@portal/domain/constants/roles';
import type { Invitee } from '@portal/domain/schemas/household';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { invitees } from '../../db/schema/lease-transactions.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { assertDependentAge, assertNewContact, assertNoGuarantorYet } from './invitee-checks.js';
import { type InviteeInput, type InviteeRow, personFields, toInvitee } from './invitee-fields.js';
import { sendInvite } from './send-invite.js';

function assertPrimary({ applicant }: TransactionAccess): void {
  if (applicant.role !== roles.primary_applicant.code)
    throw new AppError('PermissionDenied', 'household_primary_only');
}

/** Adds a roommate, guarantor, occupant (each invited by e-mail or text) or a dependent (not invited). */
export async function addInvitee(
  context: AppContext,
  access: TransactionAccess,
  input: InviteeInput,
  origin: string,
): Promise<Invitee> {
  assertPrimary(access);
  await assertDependentAge(context, access, input);
  if (input.role === roles.guarantor.code) await assertNoGuarantorYet(context, access);
  const person = personFields(input);
  await assertNewContact(context, access, person);
  const now = context.clock.now();
  const invites = input.role !== roles.dependent.code;
  const [row] = await context.db
    .insert(invitees)
    .values({
      leaseTransactionId: access.transaction.id,
      ...person,
      invitedByApplicantId: access.applicant.id,
      invitedAt: invites ? now : null,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('Could not add the person');
  if (invites) await sendInvite(context, access, row, origin);
  return toInvitee(row);
}

async function findInvitee(
  context: AppContext,
  access: TransactionAccess,
  inviteeId: number,
): Promise<InviteeRow> {
  const [row] = await context.db
    .select()
    .from(invitees)
    .where(and(eq(invitees.id, inviteeId), eq(invitees.leaseTransactionId, access.transaction.id)));
  if (!row) throw notFound('person_not_found');
  return row;
}

/** Corrects a person's details; with resend_invite the invitation goes out again (spec "Resend invite"). */
export async function updateInvitee(
  context: AppContext,
  access: TransactionAccess,
  inviteeId: number,
  input: InviteeInput,
  resendInvite: boolean,
  origin: string,
): Promise<Invitee> {
  assertPrimary(access);
  const existing = await findInvitee(context, access, inviteeId);
  if (existing.joinedApplicantId !== null) {
    throw new AppError('Conflict', 'person_already_joined');
  }
  // A changed role would slip past the role's own rules (one guarantor; dependents are not invited).
  if (input.role !== existing.role)
    throw new AppError('ValidationError', 'role_is_fixed', { role: ['role_is_fixed'] });
  await assertDependentAge(context, access, input);
  const person = personFields(input);
  await assertNewContact(context, access, person, existing.id);
  const resend = resendInvite && input.role !== roles.dependent.code;
  const [row] = await context.db
    .update(invitees)
    .set({ ...person, ...(resend ? { invitedAt: context.clock.now() } : {}) })
    .where(eq(invitees.id, existing.id))
    .returning();
  if (!row) throw notFound('person_not_found');
  if (resend) await sendInvite(context, access, row, origin);
  return toInvitee(row);
}

export async function removeInvitee(
  context: AppContext,
  access: TransactionAccess,
  inviteeId: number,
): Promise<void> {
  assertPrimary(access);
  const existing = await findInvitee(context, access, inviteeId);
  // Deleting only the invitation would leave the joined applicant on the application.
  if (existing.joinedApplicantId !== null)
    throw new AppError('Conflict', 'joined_people_are_removed_as_people');
  await context.db.delete(invitees).where(eq(invitees.id, existing.id));
}

/**
 * The household; the rest of it sees names, roles and whether each joined, while contact details and
 * dependents' birthdays stay with the primary applicant who entered them.
 */
export async function listInvitees(context: AppContext, access: TransactionAccess): Promise<Invitee[]> {
  const rows = await context.db
    .select()
    .from(invitees)
    .where(eq(invitees.leaseTransactionId, access.transaction.id))
    .orderBy(invitees.id);
  const everything = rows.map(toInvitee);
  if (access.applicant.role === roles.primary_applicant.code) return everything;
  return everything.map((person) => ({ ...person, email: null, phone_number: null, birthday: null }));
}
