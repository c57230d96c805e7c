import { pipeline, type Readable } from 'node:stream';
import type { UploadContext } from '@portal/domain/schemas/uploads';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { applicants } from '../../db/schema/lease-transactions.js';
import { uploadedFiles } from '../../db/schema/uploaded-files.js';
import { staffMembers } from '../../db/schema/users.js';
import { notFound } from '../../lib/app-error.js';
import { decryptingStream } from '../../providers/files/encryption.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { worksInJoinedCommunity } from '../staff/staff-member.js';
import { randomFileId, type StoredBytes } from './store-upload.js';

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

/** What a display name may be: enough for any real file name, never a way to store a paragraph. */
const ORIGINAL_NAME_MAX_LENGTH = 255;

export interface NewUpload {
  stored: StoredBytes;
  originalName: string | undefined;
  proofTypeId: number | undefined;
  context: UploadContext | undefined;
}

/** The record of a stored upload, owned by the caller in the caller's community. */
export async function recordUpload(
  context: AppContext,
  session: AuthenticatedSession,
  upload: NewUpload,
): Promise<UploadedFileRow> {
  const { stored } = upload;
  const [row] = await context.db
    .insert(uploadedFiles)
    .values({
      id: randomFileId('base64url'),
      userId: session.userId,
      communityId: session.communityId,
      proofTypeId: upload.proofTypeId ?? null,
      uploadContext: upload.context ?? null,
      originalName: upload.originalName?.slice(0, ORIGINAL_NAME_MAX_LENGTH) || null,
      contentType: stored.mimeType,
      sizeBytes: stored.sizeBytes,
      encrypted: stored.encrypted,
      containsPasswordProtectedDocument: stored.passwordProtected,
      storageKey: stored.storageKey,
      createdAt: context.clock.now(),
    })
    .returning();
  if (!row) throw new Error('The upload was not recorded');
  return row;
}

/** An upload the caller may read, and in which capacity they read it. */
export interface ReadableUpload {
  file: UploadedFileRow;
  readAs: 'uploader' | 'household' | 'staff';
}

/**
 * The upload, if the caller may read it: its uploader, the people on the transaction it is attached to,
 * and staff of the company running its community. Anyone else gets the 404 of a file that does not exist.
 */
export async function findReadableUpload(
  context: AppContext,
  session: AuthenticatedSession,
  id: string,
): Promise<ReadableUpload> {
  const [file] = await context.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)).limit(1);
  if (!file) throw notFound('upload_not_found');
  if (file.userId === session.userId) return { file, readAs: 'uploader' };
  if (file.transactionId !== null && (await isOnTransaction(context, file.transactionId, session.userId))) {
    return { file, readAs: 'household' };
  }
  if (await isCompanyStaff(context, file.communityId, session.userId)) return { file, readAs: 'staff' };
  throw notFound('upload_not_found');
}

async function isOnTransaction(context: AppContext, transactionId: number, userId: number): Promise<boolean> {
  const [applicant] = await context.db
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(eq(applicants.leaseTransactionId, transactionId), eq(applicants.userId, userId)))
    .limit(1);
  return applicant !== undefined;
}

async function isCompanyStaff(context: AppContext, communityId: number, userId: number): Promise<boolean> {
  const [staff] = await context.db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .innerJoin(communities, eq(communities.companyId, staffMembers.companyId))
    .where(and(eq(communities.id, communityId), eq(staffMembers.userId, userId), worksInJoinedCommunity()))
    .limit(1);
  return staff !== undefined;
}

/** The original bytes, decrypted on the way out when they rest encrypted. */
export async function openUpload(context: AppContext, row: UploadedFileRow): Promise<Readable> {
  const stored = await context.fileStore.open(row.storageKey);
  if (!row.encrypted) return stored;
  // A failure destroys the returned stream with it, which aborts the download.
  return pipeline(stored, decryptingStream(context.fileEncryptionKey, row.storageKey), () => undefined);
}
