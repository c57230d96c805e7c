import { roleByCode, roles } from '@portal/domain/constants/roles';
import { todayIn } from '@portal/domain/dates/calendar-date';
import {
  dependentBirthdayProblem,
  type Invitee,
  type inviteeInputSchema,
} from '@portal/domain/schemas/household';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { invitees } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';

export type InviteeInput = z.infer<typeof inviteeInputSchema>;
export type InviteeRow = typeof invitees.$inferSelect;

export const HOUSEHOLD_PRIMARY_ONLY =
  'Only the primary applicant can add, change or remove people on this application.';
const ONE_GUARANTOR_ONLY = 'This application already has a guarantor.';
const ROLE_IS_FIXED = "A person's role cannot be changed; remove them and add them again instead.";
const ALREADY_INVITED = 'This person has already been invited to your application.';
const JOINED_PEOPLE_ARE_REMOVED_AS_PEOPLE =
  'This person has already joined the application; remove them from the application instead.';

export function toInvitee(row: InviteeRow): Invitee {
  return {
    id: row.id,
    role: row.role,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone_number: row.phoneNumber,
    birthday: row.birthday,
    joined: row.joinedApplicantId !== null,
    applicant_id: row.joinedApplicantId,
    invited_at: row.invitedAt?.toISOString() ?? null,
  };
}

function assertPrimary({ applicant }: TransactionAccess): void {
  if (applicant.role !== roles.primary_applicant.code)
    throw new AppError('PermissionDenied', HOUSEHOLD_PRIMARY_ONLY);
}

async function assertDependentAge(
  context: AppContext,
  access: TransactionAccess,
  input: InviteeInput,
): Promise<void> {
  if (input.role !== roles.dependent.code) return;
  const [community] = await context.db
    .select({ timezone: communities.timezone })
    .from(communities)
    .where(eq(communities.id, access.transaction.communityId));
  const problem = dependentBirthdayProblem(
    input.birthday,
    todayIn(community?.timezone ?? 'UTC', context.clock.now()),
  );
  if (problem) throw new AppError('ValidationError', problem, { birthday: [problem] });
}

function personFields(input: InviteeInput) {
  return input.role === roles.dependent.code
    ? {
        role: input.role,
        firstName: input.first_name,
        lastName: input.last_name,
        email: null,
        phoneNumber: null,
        birthday: input.birthday,
      }
    : {
        role: input.role,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email ?? null,
        phoneNumber: input.phone_number ?? null,
        birthday: null,
      };
}

const contactColumns = [
  { field: 'email', key: 'email', column: invitees.email },
  { field: 'phone_number', key: 'phoneNumber', column: invitees.phoneNumber },
] as const;

/**
 * One invitation per person: an e-mail or phone number already invited to this application would send a
 * second invitation, and accepting one would leave the other open and unacceptable.
 */
async function assertNewContact(
  context: AppContext,
  access: TransactionAccess,
  person: ReturnType<typeof personFields>,
  exceptInviteeId?: number,
): Promise<void> {
  for (const { field, key, column } of contactColumns) {
    const value = person[key];
    if (!value) continue;
    const [invited] = await context.db
      .select({ id: invitees.id })
      .from(invitees)
      .where(
        and(
          eq(invitees.leaseTransactionId, access.transaction.id),
          eq(column, value),
          exceptInviteeId === undefined ? undefined : ne(invitees.id, exceptInviteeId),
        ),
      )
      .limit(1);
    if (invited) throw new AppError('ValidationError', ALREADY_INVITED, { [field]: [ALREADY_INVITED] });
  }
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

/** The household screens offer one guarantor (the hub shows "limit reached" once one is added). */
async function assertNoGuarantorYet(context: AppContext, access: TransactionAccess): Promise<void> {
  const [existing] = await context.db
    .select({ id: invitees.id })
    .from(invitees)
    .where(
      and(eq(invitees.leaseTransactionId, access.transaction.id), eq(invitees.role, roles.guarantor.code)),
    )
    .limit(1);
  if (existing) throw new AppError('Conflict', ONE_GUARANTOR_ONLY);
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
  if (!row) throw notFound('We could not find that person on this application.');
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
    throw new AppError('Conflict', 'This person has already joined the application.');
  }
  // A changed role would slip past the role's own rules (one guarantor; dependents are not invited).
  if (input.role !== existing.role)
    throw new AppError('ValidationError', ROLE_IS_FIXED, { role: [ROLE_IS_FIXED] });
  await assertDependentAge(context, access, input);
  const person = personFields(input);
  await assertNewContact(context, access, person, existing.id);
  const resend = resendInvite && input.role !== roles.dependent.code;
  const [row] = await context.db
    .update(invitees)
    .set({ ...person, ...(resend ? { invitedAt: context.clock.now() } : {}) })
    .where(eq(invitees.id, existing.id))
    .returning();
  if (!row) throw notFound('We could not find that person on this application.');
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
    throw new AppError('Conflict', JOINED_PEOPLE_ARE_REMOVED_AS_PEOPLE);
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

async function sendInvite(
  context: AppContext,
  access: TransactionAccess,
  invitee: InviteeRow,
  origin: string,
): Promise<void> {
  const [details] = await context.db
    .select({
      community: communities,
      unitNumber: units.unitNumber,
      inviterFirst: users.firstName,
      inviterLast: users.lastName,
    })
    .from(communities)
    .innerJoin(units, eq(units.id, access.transaction.unitId))
    .innerJoin(users, eq(users.id, access.applicant.userId))
    .where(eq(communities.id, access.transaction.communityId));
  if (!details) throw new Error('Invitation details are missing');
  const inviter = `${details.inviterFirst} ${details.inviterLast}`;
  const role = roleByCode(invitee.role)?.label.toLowerCase() ?? 'household member';
  const link = `${origin}/${details.community.slug}/invitations`;
  const summary = `${inviter} invited you to join their application for ${details.community.displayName}, unit ${details.unitNumber}, as a ${role}.`;
  if (invitee.email) {
    await context.mailer.send({
      communityId: details.community.id,
      fromName: details.community.displayName,
      to: invitee.email,
      subject: `${inviter} invited you to apply at ${details.community.displayName}`,
      text: [
        `Hi ${invitee.firstName},`,
        '',
        summary,
        `Create your account or log in with this e-mail address to accept: ${link}`,
      ].join('\n'),
    });
  }
  if (invitee.phoneNumber) {
    await context.sms.send({
      communityId: details.community.id,
      to: invitee.phoneNumber,
      text: `${summary} Sign up or log in with this phone number to accept: ${link}`,
    });
  }
}
