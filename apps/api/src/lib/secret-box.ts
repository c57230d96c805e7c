import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Short secrets at rest (a provider's access tokens): AES-256-GCM with a random 96-bit IV, written as
 * "v1.<iv>.<ciphertext>.<tag>" in base64url. `purpose` is authenticated data naming what the secret
 * belongs to, so one moved to another record fails to open instead of being used there.
 */
const VERSION = 'v1';

export function sealSecret(key: Buffer, secret: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(key: Buffer, sealed: string, purpose: string): string {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== VERSION || iv === undefined || body === undefined || tag === undefined) {
    throw new Error('Not a sealed secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
