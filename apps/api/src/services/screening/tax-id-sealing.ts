import { openSecret, sealSecret } from '../../lib/secret-box.js';
import { loadEncryptionKey } from '../../providers/files/encryption-key.js';

/** SSN_ENCRYPTION_KEY, else `ssn-encryption.key` generated into DATA_DIR: back it up with the database. */
export const loadSsnEncryptionKey = (configured: string | undefined, dataDir: string): Buffer =>
  loadEncryptionKey(configured, dataDir, 'ssn-encryption.key');

/** Names whose number it is, so a sealed number copied onto another applicant's row fails to open. */
const purposeOf = (applicantId: number) => `screening-tax-id:applicant:${applicantId}`;

/** An SSN or ITIN as it rests in the database: AES-256-GCM with a random IV (lib/secret-box.ts). */
export const sealTaxId = (key: Buffer, applicantId: number, number: string): string =>
  sealSecret(key, number, purposeOf(applicantId));

export const openTaxId = (key: Buffer, applicantId: number, sealed: string): string =>
  openSecret(key, sealed, purposeOf(applicantId));
