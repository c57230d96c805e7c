import { PDFDocument, StandardFonts } from 'pdf-lib';
import { LabelledLinesWriter } from './labelled-lines-writer.js';

/** What was recorded of one signer's ceremony; a step they never reached is null. */
export interface AuditSigner {
  name: string;
  email: string;
  roleLabel: string;
  ipAddress: string | null;
  userAgent: string | null;
  sentAt: Date | null;
  viewedAt: Date | null;
  consentedAt: Date | null;
  signedAt: Date | null;
  /** The staff member who signed for the signer in an impersonated session, with their permission. */
  signedOnBehalfBy: string | null;
}

export interface AuditCountersignature {
  name: string;
  email: string;
  ipAddress: string | null;
  signedAt: Date;
}

export interface AuditCertificate {
  documentId: number;
  documentName: string;
  /** SHA-256 (hex) of the unsigned original, before any signature was stamped. */
  originalSha256: string;
  community: string;
  signers: AuditSigner[];
  countersignature: AuditCountersignature;
  sealedAt: Date;
}

const NOT_RECORDED = 'Not recorded';

function utc(date: Date | null): string {
  return date ? date.toISOString() : NOT_RECORDED;
}

/** The PDF with the "Certificate of Completion" page(s) after its last page: who did what, when, from where. */
export async function appendAuditCertificate(
  pdf: Uint8Array,
  certificate: AuditCertificate,
): Promise<Uint8Array> {
  // Leaving the metadata alone keeps the output a function of the inputs (no "modified now").
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const writer = new LabelledLinesWriter(
    doc,
    {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
    },
    'Certificate of Completion',
  );

  writer.heading('Document');
  writer.row('Document id', String(certificate.documentId));
  writer.row('Name', certificate.documentName);
  writer.row('Original SHA-256', certificate.originalSha256);
  writer.row('Community', certificate.community);

  certificate.signers.forEach((signer, index) => {
    writer.heading(`Signer ${index + 1} of ${certificate.signers.length}`);
    writer.row('Name', signer.name);
    writer.row('E-mail', signer.email);
    writer.row('Role', signer.roleLabel);
    writer.row('IP address', signer.ipAddress ?? NOT_RECORDED);
    writer.row('User agent', signer.userAgent ?? NOT_RECORDED);
    writer.row('Sent', utc(signer.sentAt));
    writer.row('Viewed', utc(signer.viewedAt));
    writer.row('Consented to e-signing', utc(signer.consentedAt));
    writer.row('Signed', utc(signer.signedAt));
    if (signer.signedOnBehalfBy) writer.row('Signed on their behalf by', signer.signedOnBehalfBy);
  });

  const landlord = certificate.countersignature;
  writer.heading('Countersignature');
  writer.row('Name', landlord.name);
  writer.row('E-mail', landlord.email);
  writer.row('Role', 'Landlord');
  writer.row('IP address', landlord.ipAddress ?? NOT_RECORDED);
  writer.row('Signed', utc(landlord.signedAt));

  writer.heading('Seal');
  writer.row('Sealed', utc(certificate.sealedAt));
  writer.row(
    'Integrity',
    'This document carries a digital signature over its whole file: any change made after sealing breaks it.',
  );
  return doc.save();
}
