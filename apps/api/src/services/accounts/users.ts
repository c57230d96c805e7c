import type { Profile } from '@portal/domain/schemas/profile';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('AuthenticationError', 'log_in_to_continue');
  return user;
}

export async function findUserByEmail(
  db: Database,
  communityId: number,
  email: string,
): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.communityId, communityId), eq(users.email, email.toLowerCase())))
    .limit(1);
  return user;
}

/** A staff account, which belongs to its company (no community), by its e-mail. */
export async function findStaffAccountByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(isNull(users.communityId), eq(users.email, email.toLowerCase())))
    .limit(1);
  return user;
}

export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    username: user.email,
    first_name: user.firstName,
    middle_name: user.middleName,
    last_name: user.lastName,
    suffix: user.suffix,
    email: user.email,
    phone_number: user.phoneNumber,
    date_of_birth: user.dateOfBirth,
    sms_opt_in: user.smsOptIn,
    completed_account_setup: user.completedAccountSetup,
    can_update_PII: user.canUpdatePii,
    accepted_terms_revision: user.acceptedTermsRevision,
    language: user.language,
    // Lease transactions arrive with the application journey; until then nobody has any.
    transactions: [],
  };
}
