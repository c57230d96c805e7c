import type { Language } from '@portal/domain/constants/languages';
import {
  type IdentityVerification,
  PASSCODE_LIFETIME_MINUTES,
  PASSCODES_PER_HOUR,
  type PasscodeChannel,
} from '@portal/domain/schemas/identity-verification';
import { and, eq } from 'drizzle-orm';
import { communities } from '../../db/schema/communities.js';
import { identityVerifications } from '../../db/schema/identity-verifications.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import { minutesAfter } from '../../lib/clock.js';
import { mailText } from '../../messages/mail-text.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { assertIdentityStepOpen } from './finish-identity-step.js';
import {
  assertStillToVerify,
  attemptsOf,
  getIdentityVerification,
  phoneOnFile,
} from './identity-attempts.js';
import type { IdentityContext } from './identity-context.js';
import { generatePasscode, hashPasscode } from './passcodes.js';

/** "1 2 3 4 5 6": a call reads the digits one by one. */
const spoken = (passcode: string) => passcode.split('').join(' ');

function passcodeText(
  community: string,
  passcode: string,
  channel: PasscodeChannel,
  language: Language,
): string {
  if (channel === 'voice')
    return mailText(language, 'passcode_call', { community, passcode: spoken(passcode) });
  return mailText(language, 'passcode_text', {
    community,
    passcode,
    minutes: String(PASSCODE_LIFETIME_MINUTES),
  });
}

/**
 * POST …/identity-verification/ { method: "passcode", channel }: a new 6-digit code to the phone on file,
 * by text or call, valid for 10 minutes; it replaces any code sent before. Only its keyed hash is kept.
 */
export async function sendPasscode(
  context: IdentityContext,
  access: TransactionAccess,
  channel: PasscodeChannel,
): Promise<IdentityVerification> {
  const { db, clock } = context;
  await assertIdentityStepOpen(db, access);
  const attempts = await attemptsOf(db, access.applicant.id);
  assertStillToVerify(attempts);
  const phoneNumber = await phoneOnFile(db, access);
  if (!phoneNumber) throw new AppError('Conflict', 'no_phone');
  const now = clock.now();
  const hourAgo = minutesAfter(now, -60);
  if (
    attempts.filter((attempt) => attempt.method === 'passcode' && attempt.createdAt > hourAgo).length >=
    PASSCODES_PER_HOUR
  )
    throw new AppError('RateLimited', 'too_many_passcodes');
  // The code is read in the applicant's language, texted or spoken.
  const [community] = await db
    .select({ id: communities.id, name: communities.displayName, language: users.language })
    .from(communities)
    .innerJoin(users, eq(users.id, access.applicant.userId))
    .where(eq(communities.id, access.transaction.communityId));
  if (!community) throw new Error(`Transaction ${access.transaction.id} has no community`);

  const passcode = generatePasscode();
  await db.transaction(async (tx) => {
    await tx
      .update(identityVerifications)
      .set({ status: 'replaced', finishedAt: now })
      .where(
        and(
          eq(identityVerifications.applicantId, access.applicant.id),
          eq(identityVerifications.method, 'passcode'),
          eq(identityVerifications.status, 'open'),
        ),
      );
    const [attempt] = await tx
      .insert(identityVerifications)
      .values({
        transactionId: access.transaction.id,
        applicantId: access.applicant.id,
        method: 'passcode',
        status: 'open',
        channel,
        expiresAt: minutesAfter(now, PASSCODE_LIFETIME_MINUTES),
        createdAt: now,
      })
      .returning({ id: identityVerifications.id });
    if (!attempt) throw new Error('The passcode attempt was not stored');
    await tx
      .update(identityVerifications)
      .set({ passcodeHash: hashPasscode(context.ssnEncryptionKey, attempt.id, passcode) })
      .where(eq(identityVerifications.id, attempt.id));
  });

  // Sent once the code is stored (the sandbox writes through `db`, which must wait for the transaction).
  const message = {
    communityId: community.id,
    to: phoneNumber,
    text: passcodeText(community.name, passcode, channel, community.language),
  };
  await (channel === 'voice'
    ? context.smsProvider.call(message)
    : context.smsProvider.sendText(message)
  ).catch(() => {
    throw new AppError('ServerError', 'passcode_not_sent', undefined, 502);
  });
  return getIdentityVerification(db, now, access);
}
