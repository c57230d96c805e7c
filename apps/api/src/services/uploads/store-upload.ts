import { randomBytes } from 'node:crypto';
import { pipeline, type Readable, type Transform } from 'node:stream';
import type { AcceptedUploadMimeType } from '@portal/domain/constants/limits';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { encryptingStream } from '../../providers/files/encryption.js';
import { UploadInspector, UploadRejection } from './upload-inspector.js';

export interface StoredBytes {
  storageKey: string;
  mimeType: AcceptedUploadMimeType;
  sizeBytes: number;
  encrypted: boolean;
  passwordProtected: boolean;
}

/** 128 random bits: nothing about the file or its owner can be read from, or guessed into, an id. */
export const randomFileId = (encoding: 'hex' | 'base64url') => randomBytes(16).toString(encoding);

/** Whether a community keeps its uploads encrypted at rest (its `enable_encryption` setting). */
export async function communityEncryptsUploads(context: AppContext, communityId: number): Promise<boolean> {
  const [community] = await context.db
    .select({ settings: communities.settings })
    .from(communities)
    .where(eq(communities.id, communityId));
  // Fail safe: an unreadable setting encrypts.
  return community?.settings.enable_encryption ?? true;
}

/**
 * Streams an upload into the file store, checking it on the way. A refused file or a broken transfer
 * (UploadRejection) leaves nothing stored; only a few bytes of the file are ever held in memory.
 */
export async function storeUploadBytes(
  context: AppContext,
  source: Readable,
  encrypt: boolean,
): Promise<StoredBytes> {
  const storageKey = randomFileId('hex');
  const inspector = new UploadInspector();
  let readError: unknown;
  source.once('error', (error) => {
    readError = error;
  });
  const stages: Transform[] = [inspector];
  if (encrypt) stages.push(encryptingStream(context.fileEncryptionKey, storageKey));
  // The callback form hands back the last stage and destroys every stage on a failure, which makes the
  // store's own write fail and clean up; the failure itself is reported below.
  const checked = pipeline([source, ...stages], () => undefined) as unknown as Transform;
  try {
    await context.fileStore.save(storageKey, checked);
  } catch (error) {
    if (inspector.rejection) throw inspector.rejection;
    if (readError) throw new UploadRejection('unreadable');
    throw error;
  }
  if (!inspector.mimeType) throw new Error('A stored upload must have been identified');
  return {
    storageKey,
    mimeType: inspector.mimeType,
    sizeBytes: inspector.size,
    encrypted: encrypt,
    passwordProtected: inspector.passwordProtected,
  };
}
