import {
  type IdentityVerification,
  PASSCODE_LIFETIME_MINUTES,
  PASSCODES_PER_HOUR,
  type PasscodeChannel,
} from '@portal/domain/schemas/identity-verification';
import { and, eq } from 'drizzle-orm';
import { communities } from '../../db/schema/communities.js';
import { identityVerifications } from '../../db/schema/identity-verifications.js';
import { AppError } from '../../lib/app-error.js';
import { minutesAfter } from '../../lib/clock.js';
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

export const NO_PHONE_MESSAGE =
  "We don't have a phone number for you. Add one on your account page, or choose another way to verify.";
export const TOO_MANY_PASSCODES_MESSAGE =
  "You've asked for several codes in the last hour. Please wait a while and try again, or choose another way to verify.";
export const PASSCODE_NOT_SENT_MESSAGE = "Oops, we couldn't send your code. Try again in a bit.";

/** "1 2 3 4 5 6": a call reads the digits one by one. */
const spoken = (passcode: string) => passcode.split('').join(' ');

function passcodeText(community: string, passcode: string, channel: PasscodeChannel): string {
  if (channel === 'voice')
    return `This is ${community}. Your identity verification code is ${spoken(passcode)}. Again, your code is ${spoken(passcode)}.`;
  return `${community}: ${passcode} is your identity verification code. It expires in ${PASSCODE_LIFETIME_MINUTES} minutes. Never share it with anyone.`;
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
  if (!phoneNumber) throw new AppError('Conflict', NO_PHONE_MESSAGE);
  const now = clock.now();
  const hourAgo = minutesAfter(now, -60);
  if (
    attempts.filter((attempt) => attempt.method === 'passcode' && attempt.createdAt > hourAgo).length >=
    PASSCODES_PER_HOUR
  )
    throw new AppError('RateLimited', TOO_MANY_PASSCODES_MESSAGE);
  const [community] = await db
    .select({ id: communities.id, name: communities.displayName })
    .from(communities)
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
    text: passcodeText(community.name, passcode, channel),
  };
  await (channel === 'voice'
    ? context.smsProvider.call(message)
    : context.smsProvider.sendText(message)
  ).catch(() => {
    throw new AppError('ServerError', PASSCODE_NOT_SENT_MESSAGE, undefined, 502);
  });
  return getIdentityVerification(db, now, access);
}
