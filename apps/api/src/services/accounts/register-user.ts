import type { Registration } from '@portal/domain/schemas/personal-details';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import type { CommunityRow } from '../communities/find-community.js';
import { hashAcceptablePassword } from './password-policy.js';
import { assertPersonalDetailsFitCommunity } from './personal-details-rules.js';
import { findUserByEmail, type UserRow } from './users.js';

export async function registerUser(
  { db, clock }: AppContext,
  community: CommunityRow,
  registration: Registration,
  userAgent: string | undefined,
): Promise<UserRow> {
  assertPersonalDetailsFitCommunity(community, clock, registration);
  const passwordHash = await hashAcceptablePassword(registration.password);
  const emailTaken = () => new AppError('ValidationError', 'email_taken', { email: ['email_taken'] });
  if (await findUserByEmail(db, community.id, registration.email)) throw emailTaken();
  const [user] = await db
    .insert(users)
    .values({
      communityId: community.id,
      email: registration.email,
      firstName: registration.first_name,
      middleName: registration.middle_name,
      lastName: registration.last_name,
      suffix: registration.suffix,
      phoneNumber: registration.phone_number,
      dateOfBirth: registration.date_of_birth,
      smsOptIn: registration.sms_opt_in,
      ...(registration.language ? { language: registration.language } : {}),
      passwordHash,
      registrationContext: {
        ...registration.context,
        ...(userAgent ? { user_agent: userAgent.slice(0, 500) } : {}),
      },
    })
    // Two sign-ups racing with one e-mail: the unique constraint lets one through.
    .onConflictDoNothing({ target: [users.communityId, users.email] })
    .returning();
  if (!user) throw emailTaken();
  return user;
}
