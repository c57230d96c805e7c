import forge from 'node-forge';

type Asn1 = forge.asn1.Asn1;

/** The one SignerInfo of a PDF signature, as much of it as checking it takes. */
export interface SignedDataSigner {
  /** The digest algorithm by its node:crypto name ('sha256'), or its OID when forge does not know it. */
  digest: string;
  /** The [0] IMPLICIT authenticated attributes, as parsed; empty when the signer has none. */
  authenticatedAttributes: Asn1[];
  signature: Buffer;
  messageDigest: Buffer | null;
  signingTime: Date | null;
}

export interface SignedData {
  signer: SignedDataSigner;
  /** The signer's certificate, DER exactly as embedded. */
  certificateDer: Buffer;
  commonName: string | null;
}

/** The index-th element of a constructed node; anything else is a malformed structure. */
function child(node: Asn1 | undefined, index: number): Asn1 {
  const element = Array.isArray(node?.value) ? node.value[index] : undefined;
  if (!element) throw new Error('Malformed PKCS#7 SignerInfo');
  return element;
}

function bytesOf(node: Asn1): string {
  if (typeof node.value !== 'string') throw new Error('Malformed PKCS#7 SignerInfo');
  return node.value;
}

/** The /Contents hex string is padded with zeros after the DER; forge refuses bytes it did not parse. */
function withoutPadding(der: Buffer): Buffer {
  const lengthByte = der[1] ?? 0;
  if (lengthByte < 0x80) return der.subarray(0, 2 + lengthByte);
  const lengthBytes = lengthByte & 0x7f;
  const length = der.subarray(2, 2 + lengthBytes).reduce((total, byte) => total * 256 + byte, 0);
  return der.subarray(0, 2 + lengthBytes + length);
}

/**
 * SignerInfo ::= SEQUENCE { version, issuerAndSerialNumber, digestAlgorithm,
 * [0] authenticatedAttributes OPTIONAL, digestEncryptionAlgorithm, encryptedDigest, ... }
 */
function readSigner(signerInfo: Asn1): SignedDataSigner & { serialHex: string; issuerHash: string } {
  const identifier = child(signerInfo, 1);
  const fourth = child(signerInfo, 3);
  const hasAttributes = fourth.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && fourth.type === 0;
  const authenticatedAttributes = hasAttributes ? (fourth.value as Asn1[]) : [];
  const digestOid = forge.asn1.derToOid(bytesOf(child(child(signerInfo, 2), 0)));

  let messageDigest: Buffer | null = null;
  let signingTime: Date | null = null;
  for (const attribute of authenticatedAttributes) {
    const type = forge.asn1.derToOid(bytesOf(child(attribute, 0)));
    const value = child(child(attribute, 1), 0);
    if (type === forge.pki.oids.messageDigest) messageDigest = Buffer.from(bytesOf(value), 'binary');
    if (type === forge.pki.oids.signingTime) {
      signingTime =
        value.type === forge.asn1.Type.UTCTIME
          ? forge.asn1.utcTimeToDate(bytesOf(value))
          : forge.asn1.generalizedTimeToDate(bytesOf(value));
    }
  }
  return {
    // forge's x509 identifies a certificate's issuer by the SHA-1 of its DER; the same here to compare.
    issuerHash: forge.md.sha1
      .create()
      .update(forge.asn1.toDer(child(identifier, 0)).getBytes())
      .digest()
      .toHex(),
    serialHex: forge.util.bytesToHex(bytesOf(child(identifier, 1))),
    digest: forge.pki.oids[digestOid] ?? digestOid,
    authenticatedAttributes,
    signature: Buffer.from(bytesOf(child(signerInfo, hasAttributes ? 5 : 4)), 'binary'),
    messageDigest,
    signingTime,
  };
}

/** Parses a PDF signature's PKCS#7 SignedData and finds its signer's certificate; throws when it cannot. */
export function readSignedData(pkcs7: Buffer): SignedData {
  const asn1 = forge.asn1.fromDer(withoutPadding(pkcs7).toString('binary'));
  const message = forge.pkcs7.messageFromAsn1(asn1);
  if (!('certificates' in message)) {
    throw new Error('Not a PKCS#7 SignedData');
  }
  const raw = message.rawCapture as { certificates?: Asn1; signerInfos?: Asn1[] };
  const signerInfo = raw.signerInfos?.[0];
  if (!signerInfo) throw new Error('The PKCS#7 SignedData has no signer');
  const { serialHex, issuerHash, ...signer } = readSigner(signerInfo);

  const index = message.certificates.findIndex(
    (certificate) => certificate.serialNumber === serialHex && certificate.issuer.hash === issuerHash,
  );
  const certificate = message.certificates[index];
  if (!certificate) throw new Error('The PKCS#7 SignedData does not carry its signer’s certificate');
  // The embedded tree re-encodes to the embedded bytes; certificateToAsn1 would rebuild them from fields.
  const embedded = child(raw.certificates, index);
  return {
    signer,
    certificateDer: Buffer.from(forge.asn1.toDer(embedded).getBytes(), 'binary'),
    commonName: (certificate.subject.getField('CN')?.value as string | undefined) ?? null,
  };
}
