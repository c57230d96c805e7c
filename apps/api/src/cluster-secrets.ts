import { randomBytes } from 'node:crypto';
import { generateP12 } from './providers/esign/signing-certificate.js';
import { FILE_KEY_BYTES } from './providers/files/encryption.js';

/**
 * Prints, as environment lines, the secrets every instance of a cluster must share (a production instance
 * over DATABASE_URL refuses to start without them). Run once per deployment and keep the output as a
 * secret: losing it loses every encrypted SSN and upload.
 */
const password = randomBytes(32).toString('base64url');
const lines = {
  FILE_ENCRYPTION_KEY: randomBytes(FILE_KEY_BYTES).toString('base64'),
  SSN_ENCRYPTION_KEY: randomBytes(FILE_KEY_BYTES).toString('base64'),
  SIGNING_CERT_P12: (await generateP12(password)).toString('base64'),
  SIGNING_CERT_PASSWORD: password,
};
for (const [name, value] of Object.entries(lines)) process.stdout.write(`${name}=${value}\n`);
