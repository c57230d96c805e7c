import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FILE_KEY_BYTES } from './encryption.js';

const KEY_FILE_NAME = 'file-encryption.key';

/** A key as env.ts accepts it (FILE_ENCRYPTION_KEY, SSN_ENCRYPTION_KEY): 64 hex digits or 32 bytes in base64. */
export function decodeFileEncryptionKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== FILE_KEY_BYTES) throw new Error('An encryption key must be 32 bytes');
  return key;
}

/**
 * The configured key, else the one generated into DATA_DIR as `keyFileName` on first start (readable by the
 * portal's user only). Losing that file loses everything encrypted with it: back it up with the database.
 */
export function loadEncryptionKey(
  configured: string | undefined,
  dataDir: string,
  keyFileName: string,
): Buffer {
  if (configured) return decodeFileEncryptionKey(configured);
  const keyPath = path.join(dataDir, keyFileName);
  mkdirSync(dataDir, { recursive: true });
  const draftPath = `${keyPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draftPath, `${randomBytes(FILE_KEY_BYTES).toString('base64')}\n`, {
    flag: 'wx',
    mode: 0o600,
  });
  try {
    // A hard link appears complete or not at all and fails when the key exists, so two instances starting
    // together agree on one key and neither reads a half-written file.
    linkSync(draftPath, keyPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draftPath, { force: true });
  }
  return decodeFileEncryptionKey(readFileSync(keyPath, 'utf8').trim());
}

/** FILE_ENCRYPTION_KEY, else `file-encryption.key` in DATA_DIR: encrypts uploads at rest. */
export const loadFileEncryptionKey = (configured: string | undefined, dataDir: string): Buffer =>
  loadEncryptionKey(configured, dataDir, KEY_FILE_NAME);
