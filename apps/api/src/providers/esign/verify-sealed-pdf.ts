import { createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { readSignedData, type SignedDataSigner } from './pkcs7-signed-data.js';

/** What the last signature of a PDF says, checked without the library that made it (@signpdf). */
export interface SealInspection {
  hasSignature: boolean;
  /** The signature covers the whole file, its digest matches the bytes and its signature the certificate. */
  intact: boolean;
  /** The signed byte range is the whole file except the signature itself: nothing was appended since. */
  coversWholeFile: boolean;
  /** SHA-256 of the signer certificate's DER, lowercase hex, as SigningCertificate.fingerprintSha256. */
  signerCertificateFingerprintSha256: string | null;
  signerCommonName: string | null;
  signingTime: Date | null;
}

const NOT_SIGNED: SealInspection = {
  hasSignature: false,
  intact: false,
  coversWholeFile: false,
  signerCertificateFingerprintSha256: null,
  signerCommonName: null,
  signingTime: null,
};

/** The digests a PDF signature may use, by the names node:crypto knows them. */
const DIGESTS = new Set(['sha1', 'sha256', 'sha384', 'sha512']);

interface SignatureLocation {
  /** [start, length, start, length] of the two signed parts of the file. */
  byteRange: [number, number, number, number];
  pkcs7: Buffer;
  coversWholeFile: boolean;
}

/** The last /ByteRange and the /Contents hex string it leaves out. */
function locateSignature(file: Buffer): SignatureLocation | null {
  const text = file.toString('latin1');
  const at = text.lastIndexOf('/ByteRange');
  if (at < 0) return null;
  const match = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at, at + 120));
  if (!match) return null;
  const byteRange = match.slice(1, 5).map(Number) as SignatureLocation['byteRange'];
  const [start, firstLength, secondStart, secondLength] = byteRange;
  const gapStart = start + firstLength;

  // Signed correctly, the only bytes left out are the `<hex>` right after /Contents.
  const gap = text.slice(gapStart, secondStart);
  const gapIsContents =
    /^<[0-9A-Fa-f]*>$/.test(gap) && /\/Contents\s*$/.test(text.slice(Math.max(0, gapStart - 32), gapStart));
  const hex = gapIsContents ? gap.slice(1, -1) : /\/Contents\s*<([0-9A-Fa-f\s]*)>/.exec(text.slice(at))?.[1];
  if (hex === undefined) return null;
  return {
    byteRange,
    pkcs7: Buffer.from(hex.replace(/\s/g, ''), 'hex'),
    coversWholeFile:
      start === 0 && gapIsContents && secondStart > gapStart && secondStart + secondLength === file.length,
  };
}

function digestOfSignedBytes(file: Buffer, location: SignatureLocation, digest: string): Buffer {
  const [start, firstLength, secondStart, secondLength] = location.byteRange;
  return createHash(digest)
    .update(file.subarray(start, start + firstLength))
    .update(file.subarray(secondStart, secondStart + secondLength))
    .digest();
}

/** The signer's signature is over its authenticated attributes, re-tagged as a DER SET OF (RFC 5652 §5.4). */
function signatureMatchesCertificate(signer: SignedDataSigner, certificate: X509Certificate): boolean {
  const attributes = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    signer.authenticatedAttributes,
  );
  const signedBytes = Buffer.from(forge.asn1.toDer(attributes).getBytes(), 'binary');
  return verify(signer.digest, signedBytes, certificate.publicKey, signer.signature);
}

/** Reads and checks the last signature of a PDF; any file, even garbage, gets an answer rather than an error. */
export function inspectSealedPdf(pdf: Uint8Array): SealInspection {
  let file: Buffer;
  let location: SignatureLocation | null;
  try {
    file = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    location = locateSignature(file);
  } catch {
    return NOT_SIGNED;
  }
  if (!location) return NOT_SIGNED;
  const found: SealInspection = {
    ...NOT_SIGNED,
    hasSignature: true,
    coversWholeFile: location.coversWholeFile,
  };

  try {
    const { signer, certificateDer, commonName } = readSignedData(location.pkcs7);
    const inspection: SealInspection = {
      ...found,
      signerCertificateFingerprintSha256: createHash('sha256').update(certificateDer).digest('hex'),
      signerCommonName: commonName,
      signingTime: signer.signingTime,
    };
    if (!DIGESTS.has(signer.digest) || !signer.messageDigest) return inspection;
    const digestMatches = digestOfSignedBytes(file, location, signer.digest).equals(signer.messageDigest);
    const certificate = new X509Certificate(certificateDer);
    return {
      ...inspection,
      intact: location.coversWholeFile && digestMatches && signatureMatchesCertificate(signer, certificate),
    };
  } catch {
    // A signature is there but cannot be read (malformed, or a key type forge does not parse): it proves nothing.
    return found;
  }
}
