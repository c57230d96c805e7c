import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context.js';

/** How long a document link works: long enough to click, short enough not to be worth sharing. */
export const DOCUMENT_URL_LIFETIME_SECONDS = 300;

function signatureFor(context: Pick<AppContext, 'fileEncryptionKey'>, documentId: number, expires: number) {
  // A key of its own, derived from the file key, so a link's signature reveals nothing about that key.
  const key = createHmac('sha256', context.fileEncryptionKey).update('lease-document-url').digest();
  return createHmac('sha256', key).update(`${documentId}:${expires}`).digest('base64url');
}

/** A five-minute link to a document's PDF: whoever holds it may download it, nobody after it expires. */
export function leaseDocumentFileUrl(
  context: Pick<AppContext, 'fileEncryptionKey'>,
  documentId: number,
  now: Date,
): string {
  const expires = Math.floor(now.getTime() / 1000) + DOCUMENT_URL_LIFETIME_SECONDS;
  return `/api/lease-documents/${documentId}/file/?expires=${expires}&signature=${signatureFor(context, documentId, expires)}`;
}

export function isValidDocumentLink(
  context: Pick<AppContext, 'fileEncryptionKey'>,
  documentId: number,
  link: { expires: number; signature: string },
  now: Date,
): boolean {
  if (link.expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signatureFor(context, documentId, link.expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
