import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AuditCertificate } from '../../../src/providers/esign/audit-certificate.js';
import { drawSignaturePage } from '../../../src/providers/esign/signature-page.js';

export const SIGNED_AT = new Date('2025-03-04T15:16:17.000Z');

/** A one-page lease followed by its signature page, as the lease generator would send it. */
export async function unsignedLease(signers: { name: string; roleLabel: string }[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Residential Lease Agreement');
  doc.setCreationDate(SIGNED_AT);
  doc.setModificationDate(SIGNED_AT);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('Residential Lease Agreement', { x: 54, y: 700, size: 18, font });
  await drawSignaturePage(doc, signers, 'Harbor View Properties LLC');
  return doc.save();
}

export const TWO_SIGNERS = [
  { name: 'Ana Müller', roleLabel: 'Applicant' },
  { name: 'Zoë Ōkubo', roleLabel: 'Co-applicant' },
];

export function auditCertificateFor(documentName: string): AuditCertificate {
  return {
    documentId: 42,
    documentName,
    originalSha256: 'ab'.repeat(32),
    community: 'Harbor View',
    signers: TWO_SIGNERS.map((signer, index) => ({
      name: signer.name,
      email: `signer${index}@example.com`,
      roleLabel: signer.roleLabel,
      ipAddress: index === 0 ? '203.0.113.7' : null,
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
        'Version/17.4 Safari/605.1.15 with-a-very-long-token-' +
        'x'.repeat(120),
      sentAt: new Date('2025-03-01T09:00:00.000Z'),
      viewedAt: new Date('2025-03-02T10:00:00.000Z'),
      consentedAt: new Date('2025-03-02T10:01:00.000Z'),
      signedAt: index === 0 ? SIGNED_AT : null,
      signedOnBehalfBy: index === 0 ? 'Priya Shah' : null,
    })),
    countersignature: {
      name: 'Pat Manager',
      email: 'pat@example.com',
      ipAddress: '198.51.100.4',
      signedAt: SIGNED_AT,
    },
    sealedAt: SIGNED_AT,
  };
}
