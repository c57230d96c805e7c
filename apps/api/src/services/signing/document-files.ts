import { createHash } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { decryptingStream, encryptingStream } from '../../providers/files/encryption.js';
import type { FileStore } from '../../providers/files/file-store.js';
import { randomFileId } from '../uploads/store-upload.js';

export interface DocumentFiles {
  fileStore: FileStore;
  fileEncryptionKey: Buffer;
}

/** Leases name people, addresses and money: their PDFs always rest encrypted, whatever the community chose. */
export async function saveDocumentPdf(
  { fileStore, fileEncryptionKey }: DocumentFiles,
  pdf: Uint8Array,
): Promise<string> {
  const key = randomFileId('hex');
  await fileStore.save(key, Readable.from([Buffer.from(pdf)]).pipe(encryptingStream(fileEncryptionKey, key)));
  return key;
}

export async function readDocumentPdf(
  { fileStore, fileEncryptionKey }: DocumentFiles,
  key: string,
): Promise<Buffer> {
  const stored = await fileStore.open(key);
  return buffer(pipeline(stored, decryptingStream(fileEncryptionKey, key), () => undefined));
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
