import type { AuditCertificate } from './audit-certificate.js';
import type { SignatureStamp } from './stamp-signatures.js';
import type { SealInspection } from './verify-sealed-pdf.js';

/**
 * What the portal needs from an e-signature provider to produce and check signed documents. The built-in
 * provider does it all here with the installation's certificate; an outside one (a hosted signing
 * service) would be another adapter of this interface.
 */
export interface ESignProvider {
  /** The unsigned document: the text's PDF followed by a signature page with a box per signer and the landlord. */
  prepare(
    textPdf: Uint8Array,
    signers: readonly { name: string; roleLabel: string }[],
    landlordName: string,
  ): Promise<Uint8Array>;
  /** The unsigned document with the signatures so far drawn in (re-stamped from the original each time). */
  stamp(unsignedPdf: Uint8Array, stamps: readonly SignatureStamp[]): Promise<Uint8Array>;
  /** Stamps every signature, appends the audit certificate and seals the file (PAdES). */
  seal(
    unsignedPdf: Uint8Array,
    stamps: readonly SignatureStamp[],
    certificate: AuditCertificate,
  ): Promise<{ pdf: Uint8Array; sha256: string }>;
  /** An independent look at a PDF's seal: present, intact, covering the whole file, whose certificate. */
  inspect(pdf: Uint8Array): SealInspection;
  /** The SHA-256 fingerprint of this installation's sealing certificate. */
  certificateFingerprint(): Promise<string>;
}
