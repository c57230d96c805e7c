import type { IdentityVerification } from '@portal/domain/schemas/identity-verification';
import { and, eq, isNull } from 'drizzle-orm';
import { identityVerifications } from '../../db/schema/identity-verifications.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';
import { AppError } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { assertIdentityStepOpen, finishIdentityStep } from './finish-identity-step.js';
import { assertStillToVerify, attemptsOf, getIdentityVerification } from './identity-attempts.js';
import type { IdentityContext } from './identity-context.js';

/**
 * POST …/identity-verification/ { method: "manual", upload_id }: the caller's own uploaded photo ID goes
 * to the leasing team; the step is finished while it waits for their review (pending_review). The file
 * stays readable by its uploader and staff only, not by the rest of the household.
 */
export async function submitPhotoId(
  context: IdentityContext,
  access: TransactionAccess,
  uploadId: string,
): Promise<IdentityVerification> {
  const { db, clock } = context;
  await assertIdentityStepOpen(db, access);
  assertStillToVerify(await attemptsOf(db, access.applicant.id));
  const [upload] = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.id, uploadId),
        eq(uploadedFiles.userId, access.applicant.userId),
        isNull(uploadedFiles.financialSourceId),
      ),
    );
  if (!upload)
    throw new AppError('ValidationError', 'photo_id_not_found', { upload_id: ['photo_id_not_found'] });
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.insert(identityVerifications).values({
      transactionId: access.transaction.id,
      applicantId: access.applicant.id,
      method: 'manual',
      status: 'pending_review',
      uploadId: upload.id,
      createdAt: now,
    });
    await finishIdentityStep(tx, context, access, { verified: false, now });
  });
  return getIdentityVerification(db, now, access);
}
