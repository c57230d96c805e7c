import type { LanguageChoice, ProfileChange, ProfileUpdate } from '@portal/domain/schemas/personal-details';
import type { Profile } from '@portal/domain/schemas/profile';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/users.js';
import { AppError, type FieldTexts } from '../../lib/app-error.js';
import { message, type Text } from '../../messages/message.js';
import type { CommunityRow } from '../communities/find-community.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { revokeUserSessions } from '../sessions/sessions.js';
import { hashAcceptablePassword } from './password-policy.js';
import { assertPersonalDetailsFitCommunity } from './personal-details-rules.js';
import { findUserById, toProfile } from './users.js';

/** The message the form shows under name and birthday when they are locked (spec §6). */
function piiLocked(contactPhone: string | null): Text {
  return contactPhone ? message('pii_locked_call', { phone: contactPhone }) : 'pii_locked';
}

/** `PUT /api/profile/`: the language switch's choice alone, or the whole personal-details form. */
export function changeProfile(
  context: AppContext,
  community: CommunityRow,
  session: AuthenticatedSession,
  change: ProfileChange,
): Promise<Profile> {
  return 'first_name' in change
    ? updateProfile(context, community, session, change)
    : saveLanguage(context, session, change);
}

async function saveLanguage(
  { db, clock }: AppContext,
  session: AuthenticatedSession,
  { language }: LanguageChoice,
): Promise<Profile> {
  const [saved] = await db
    .update(users)
    .set({ language, updatedAt: clock.now() })
    .where(eq(users.id, session.userId))
    .returning();
  if (!saved) throw new AppError('NotFound', 'account_not_found');
  return toProfile(saved);
}

async function updateProfile(
  context: AppContext,
  community: CommunityRow,
  session: AuthenticatedSession,
  update: ProfileUpdate,
): Promise<Profile> {
  const { db, clock } = context;
  const user = await findUserById(db, session.userId);
  const errors: FieldTexts = {};

  if (!user.canUpdatePii) {
    const locked = piiLocked(community.contactPhone);
    if (update.first_name !== user.firstName) errors.first_name = [locked];
    if (update.last_name !== user.lastName) errors.last_name = [locked];
    if (update.date_of_birth !== user.dateOfBirth) errors.date_of_birth = [locked];
  }
  const completingSetup = update.completed_account_setup === true && !user.completedAccountSetup;
  if (completingSetup && !update.accepted_terms_revision) {
    errors.accepted_terms_revision = ['terms_required'];
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
    if (taken) errors.email = ['email_taken'];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('ValidationError', 'information_not_saved', errors);
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
        ...(update.language ? { language: update.language } : {}),
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
  if (!saved) throw new AppError('NotFound', 'account_not_found');
  return toProfile(saved);
}
