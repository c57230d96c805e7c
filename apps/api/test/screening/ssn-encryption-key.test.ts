import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../src/env.js';
import { loadFileEncryptionKey } from '../../src/providers/files/encryption-key.js';
import { loadSsnEncryptionKey } from '../../src/services/screening/tax-id-sealing.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-ssn-key-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the SSN encryption key', () => {
  it('is generated once into DATA_DIR, readable by the owner only, apart from the file key', () => {
    const first = loadSsnEncryptionKey(undefined, dataDir);
    expect(first).toHaveLength(32);
    expect(statSync(path.join(dataDir, 'ssn-encryption.key')).mode & 0o777).toBe(0o600);
    expect(loadSsnEncryptionKey(undefined, dataDir).equals(first)).toBe(true);
    expect(loadFileEncryptionKey(undefined, dataDir).equals(first)).toBe(false);
  });

  it('comes from SSN_ENCRYPTION_KEY when set, and a key of the wrong length stops the start-up', () => {
    const hex = 'cd'.repeat(32);
    expect(
      loadSsnEncryptionKey(readEnv({ SSN_ENCRYPTION_KEY: hex }).SSN_ENCRYPTION_KEY, dataDir).toString('hex'),
    ).toBe(hex);
    expect(() => readEnv({ SSN_ENCRYPTION_KEY: 'cd'.repeat(31) })).toThrow(
      /SSN_ENCRYPTION_KEY must be 32 bytes/,
    );
  });
});
