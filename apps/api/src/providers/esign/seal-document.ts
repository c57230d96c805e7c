import { createHash } from 'node:crypto';
import { type AuditCertificate, appendAuditCertificate } from './audit-certificate.js';
import { type SealDetails, sealPdf } from './pades-seal.js';
import type { SigningCertificate } from './signing-certificate.js';
import { type SignatureStamp, stampSignatures } from './stamp-signatures.js';

export interface SealSignedDocumentInput {
  /** The PDF as sent for signing, with its signature page and no stamp yet. */
  unsignedPdf: Uint8Array;
  /** Every signature, the landlord's countersignature included. */
  stamps: SignatureStamp[];
  auditCertificate: AuditCertificate;
  certificate: SigningCertificate;
  sealDetails: SealDetails;
}

/**
 * The executed document: the signatures stamped into their boxes, the certificate of completion after
 * them, the whole sealed with a PAdES signature. `sha256` (hex) is of the final bytes, to store beside them.
 */
export async function sealSignedDocument(
  input: SealSignedDocumentInput,
): Promise<{ pdf: Uint8Array; sha256: string }> {
  const stamped = await stampSignatures(input.unsignedPdf, input.stamps);
  const certified = await appendAuditCertificate(stamped, input.auditCertificate);
  const pdf = await sealPdf(certified, input.certificate, input.sealDetails);
  return { pdf, sha256: createHash('sha256').update(pdf).digest('hex') };
}
