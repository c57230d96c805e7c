import type { AcceptedUploadMimeType } from '@portal/domain/constants/limits';

/** The opening bytes of each accepted format; names and Content-Type headers are never trusted. */
const signatures: readonly { mimeType: AcceptedUploadMimeType; magic: Buffer }[] = [
  { mimeType: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { mimeType: 'image/png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mimeType: 'application/pdf', magic: Buffer.from('%PDF-') },
];

/** Enough of the file's start to tell every accepted format apart. */
export const SNIFF_BYTES = Math.max(...signatures.map((signature) => signature.magic.length));

export const extensionByMimeType: Record<AcceptedUploadMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** What the file really is, from its first bytes; undefined for anything we do not accept. */
export function sniffFileType(head: Buffer): AcceptedUploadMimeType | undefined {
  return signatures.find((signature) => head.subarray(0, signature.magic.length).equals(signature.magic))
    ?.mimeType;
}
