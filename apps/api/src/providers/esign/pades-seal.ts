import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import type { SigningCertificate } from './signing-certificate.js';

export interface SealDetails {
  reason: string;
  location: string;
  contactInfo?: string;
  /** Who the signature dictionary names as signer (the company sealing the document). */
  signerName: string;
  signedAt: Date;
}

/**
 * Room for the PKCS#7 (bytes): a 2048-bit signature with one certificate takes under 2 KB, but a
 * certificate bought from a CA comes with its chain.
 */
const SIGNATURE_PLACEHOLDER_BYTES = 16_384;

/**
 * Text for the signature dictionary's literal strings: pdf-lib writes them as given, so a lone parenthesis
 * would end the string early and a character past Latin-1 would lose its high byte.
 */
function pdfLiteral(text: string): string {
  return [...text]
    .map((character) => ((character.codePointAt(0) ?? 0) > 0xff ? '?' : character))
    .join('')
    .replace(/[\\()]/g, (special) => `\\${special}`);
}

/**
 * Signs the whole PDF with the certificate: a detached PKCS#7 (adbe.pkcs7.detached, SHA-256) in an
 * invisible signature field of the last page, which readers list as the document's signature.
 */
export async function sealPdf(
  pdf: Uint8Array,
  certificate: SigningCertificate,
  details: SealDetails,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  doc.setModificationDate(details.signedAt);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    pdfPage: doc.getPage(doc.getPageCount() - 1),
    reason: pdfLiteral(details.reason),
    contactInfo: pdfLiteral(details.contactInfo ?? ''),
    name: pdfLiteral(details.signerName),
    location: pdfLiteral(details.location),
    signingTime: details.signedAt,
    signatureLength: SIGNATURE_PLACEHOLDER_BYTES,
    subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
  });
  // A classic cross-reference table, as @signpdf's own pdf-lib example writes: the layout signature
  // validators are most exercised with.
  const withPlaceholder = await doc.save({ useObjectStreams: false });
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.password });
  const sealed = await new SignPdf().sign(Buffer.from(withPlaceholder), signer, details.signedAt);
  return new Uint8Array(sealed);
}
