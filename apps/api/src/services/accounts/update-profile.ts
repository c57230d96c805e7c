import type { ProfileUpdate } from '@portal/domain/schemas/personal-details';
import type { Profile } from '@portal/domain/schemas/profile';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import type { CommunityRow } from '../communities/find-community.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { revokeUserSessions } from '../sessions/sessions.js';
import { hashAcceptablePassword } from './password-policy.js';
import { assertPersonalDetailsFitCommunity } from './personal-details-rules.js';
import { EMAIL_TAKEN_MESSAGE } from './register-user.js';
import { findUserById, toProfile } from './users.js';

export const TERMS_REQUIRED_MESSAGE = 'Please accept the Terms of Use to complete your account set up.';

/** The message the form shows under name and birthday when they are locked (spec §6). */
export function piiLockedMessage(contactPhone: string | null): string {
  return contactPhone
    ? `Please call us at ${contactPhone} if you'd like to make any changes to your name or date of birth.`
    : "Please call us if you'd like to make any changes to your name or date of birth.";
}

export async function updateProfile(
  context: AppContext,
  community: CommunityRow,
  session: AuthenticatedSession,
  update: ProfileUpdate,
): Promise<Profile> {
  const { db, clock } = context;
  const user = await findUserById(db, session.userId);
  const errors: Record<string, string[]> = {};

  if (!user.canUpdatePii) {
    const locked = piiLockedMessage(community.contactPhone);
    if (update.first_name !== user.firstName) errors.first_name = [locked];
    if (update.last_name !== user.lastName) errors.last_name = [locked];
    if (update.date_of_birth !== user.dateOfBirth) errors.date_of_birth = [locked];
  }
  const completingSetup = update.completed_account_setup === true && !user.completedAccountSetup;
  if (completingSetup && !update.accepted_terms_revision) {
    errors.accepted_terms_revision = [TERMS_REQUIRED_MESSAGE];
  }
  if (update.email !== user.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          // A staff account's e-mail is unique among the installation's staff accounts.
          user.communityId === null ? isNull(users.communityId) : eq(users.communityId, user.communityId),
          eq(users.email, update.email),
          ne(users.id, user.id),
        ),
      );
    if (taken) errors.email = [EMAIL_TAKEN_MESSAGE];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('ValidationError', "We couldn't save your information. Please try again.", errors);
  }
  assertPersonalDetailsFitCommunity(community, clock, update);
  const passwordHash = update.password ? await hashAcceptablePassword(update.password) : undefined;

  const now = clock.now();
  const [saved] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({
        firstName: update.first_name,
        middleName: update.middle_name,
        lastName: update.last_name,
        suffix: update.suffix,
        email: update.email,
        phoneNumber: update.phone_number,
        dateOfBirth: update.date_of_birth,
        smsOptIn: update.sms_opt_in,
        updatedAt: now,
        ...(completingSetup
          ? {
              completedAccountSetup: true,
              acceptedTermsRevision: update.accepted_terms_revision,
              acceptedTermsAt: now,
            }
          : {}),
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (passwordHash) await revokeUserSessions(tx, clock, user.id, session.id);
    return rows;
  });
  if (!saved) throw new AppError('NotFound', 'Your account could not be found.');
  return toProfile(saved);
}
