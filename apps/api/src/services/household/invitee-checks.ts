import { roles } from '@portal/domain/constants/roles';
import { todayIn } from '@portal/domain/dates/calendar-date';
import { dependentBirthdayProblem } from '@portal/domain/schemas/household';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { invitees } from '../../db/schema/lease-transactions.js';
import { AppError } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import type { InviteeInput, PersonFields } from './invitee-fields.js';

export async function assertDependentAge(
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
  if (problem) throw new AppError('ValidationError', { said: problem }, { birthday: [{ said: problem }] });
}

const contactColumns = [
  { field: 'email', key: 'email', column: invitees.email },
  { field: 'phone_number', key: 'phoneNumber', column: invitees.phoneNumber },
] as const;

/**
 * One invitation per person: an e-mail or phone number already invited to this application would send a
 * second invitation, and accepting one would leave the other open and unacceptable.
 */
export async function assertNewContact(
  context: AppContext,
  access: TransactionAccess,
  person: PersonFields,
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
    if (invited) throw new AppError('ValidationError', 'already_invited', { [field]: ['already_invited'] });
  }
}

/** The household screens offer one guarantor (the hub shows "limit reached" once one is added). */
export async function assertNoGuarantorYet(context: AppContext, access: TransactionAccess): Promise<void> {
  const [existing] = await context.db
    .select({ id: invitees.id })
    .from(invitees)
    .where(
      and(eq(invitees.leaseTransactionId, access.transaction.id), eq(invitees.role, roles.guarantor.code)),
    )
    .limit(1);
  if (existing) throw new AppError('Conflict', 'one_guarantor_only');
}
