import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../src/env.js';
import { decodeFileEncryptionKey, loadFileEncryptionKey } from '../../src/providers/files/encryption-key.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-key-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the file encryption key', () => {
  it('is generated once into DATA_DIR, readable by the owner only, and reused', () => {
    const first = loadFileEncryptionKey(undefined, dataDir);
    const keyFile = path.join(dataDir, 'file-encryption.key');
    expect(first).toHaveLength(32);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(loadFileEncryptionKey(undefined, dataDir).equals(first)).toBe(true);
  });

  it('comes from FILE_ENCRYPTION_KEY when set, as hex or base64', () => {
    const hex = 'ab'.repeat(32);
    const base64 = Buffer.from(hex, 'hex').toString('base64');
    expect(loadFileEncryptionKey(hex, dataDir).toString('hex')).toBe(hex);
    expect(decodeFileEncryptionKey(base64).toString('hex')).toBe(hex);
  });

  it('refuses a FILE_ENCRYPTION_KEY of the wrong length at start-up', () => {
    expect(() => readEnv({ FILE_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /FILE_ENCRYPTION_KEY must be 32 bytes/,
    );
    expect(readEnv({ FILE_ENCRYPTION_KEY: 'ab'.repeat(32) }).FILE_ENCRYPTION_KEY).toBe('ab'.repeat(32));
  });
});
