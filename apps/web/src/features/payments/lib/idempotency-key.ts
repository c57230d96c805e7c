/**
 * A fresh Idempotency-Key: 128 random bits as hex. getRandomValues works on plain-http hosts too, where
 * crypto.randomUUID is missing (it needs a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
