import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import forge from 'node-forge';

/** The key and certificate the sealed PDFs are signed with. */
export interface SigningCertificate {
  /** The PKCS#12 file (key and certificate) as @signpdf's P12Signer takes it. */
  p12: Buffer;
  password: string;
  certificatePem: string;
  /** SHA-256 of the certificate's DER, lowercase hex without separators. */
  fingerprintSha256: string;
  commonName: string;
}

const GENERATED_COMMON_NAME = 'Portal Document Sealing';
const VALIDITY_YEARS = 10;
const P12_FILE = 'signing-certificate.p12';
const PASSWORD_FILE = 'signing-certificate.password';
/** PKCS#12 bag types (RFC 7292 §4.2), which forge's typings only know as optional lookups. */
const SHROUDED_KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';

/** Opens the P12 and reads its signing certificate: the one whose public key matches the private key. */
function describeP12(p12: Buffer, password: string): SigningCertificate {
  let store: forge.pkcs12.Pkcs12Pfx;
  try {
    store = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, password);
  } catch (error) {
    throw new Error(
      `The signing certificate (PKCS#12) cannot be opened: wrong password, or not a PKCS#12 file (${(error as Error).message})`,
    );
  }
  // P12Signer reads the key from a shrouded (encrypted) key bag only, so that is the one that counts.
  const key = store.getBags({ bagType: SHROUDED_KEY_BAG })[SHROUDED_KEY_BAG]?.[0]?.key as
    | forge.pki.rsa.PrivateKey
    | undefined;
  if (!key) throw new Error('The signing certificate (PKCS#12) holds no encrypted RSA private key');
  const certificate = (store.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? [])
    .map((bag) => bag.cert)
    .find((cert) => {
      const publicKey = cert?.publicKey as forge.pki.rsa.PublicKey | undefined;
      return publicKey?.n?.equals(key.n) && publicKey.e.equals(key.e);
    });
  if (!certificate) throw new Error('The signing certificate (PKCS#12) holds no certificate for its key');

  // The DER as forge rebuilds it: the very bytes P12Signer embeds in each signature, so fingerprints match.
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
  return {
    p12,
    password,
    certificatePem: forge.pki.certificateToPem(certificate),
    fingerprintSha256: createHash('sha256').update(der).digest('hex'),
    commonName: String(certificate.subject.getField('CN')?.value ?? ''),
  };
}

export async function generateP12(password: string): Promise<Buffer> {
  // Forge hands RSA key generation to node:crypto (native, off the event loop) when given a callback.
  const keys = await new Promise<forge.pki.rsa.KeyPair>((resolve, reject) => {
    forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 }, (error, pair) =>
      error ? reject(error) : resolve(pair),
    );
  });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  // A leading 01 keeps the serial positive and at full length.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = new Date();
  certificate.validity.notBefore = new Date(now.getTime() - 5 * 60_000);
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + VALIDITY_YEARS);
  const name = [{ name: 'commonName', value: GENERATED_COMMON_NAME }];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', critical: true, digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], password, {
    algorithm: 'aes256',
    friendlyName: GENERATED_COMMON_NAME,
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** Only this process's user may read the key: writeFile's mode is not applied to a file that exists. */
async function writePrivateFile(path: string, data: string | Buffer): Promise<void> {
  await writeFile(path, data, { mode: 0o600 });
  await chmod(path, 0o600);
}

/** The P12 and its password from `dataDir`, generated there on the first start and reused after. */
async function loadOrCreateInDirectory(dataDir: string): Promise<SigningCertificate> {
  const p12Path = join(dataDir, P12_FILE);
  const passwordPath = join(dataDir, PASSWORD_FILE);
  const existing = await readFile(p12Path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (existing) return describeP12(existing, (await readFile(passwordPath, 'utf8')).trim());

  const password = randomBytes(32).toString('base64url');
  const p12 = await generateP12(password);
  await mkdir(dataDir, { recursive: true });
  // The P12 is written last: its presence is what says the pair is complete.
  await writePrivateFile(passwordPath, password);
  await writePrivateFile(p12Path, p12);
  return describeP12(p12, password);
}

let inMemory: Promise<SigningCertificate> | undefined;

/**
 * The sealing certificate: the given PKCS#12 (SIGNING_CERT_P12, base64) opened with its password
 * (SIGNING_CERT_PASSWORD); else a self-signed one kept in `dataDir`; with neither, one per process.
 */
export async function loadSigningCertificate(options: {
  p12Base64?: string;
  password?: string;
  dataDir?: string;
}): Promise<SigningCertificate> {
  if (options.p12Base64) {
    return describeP12(Buffer.from(options.p12Base64, 'base64'), options.password ?? '');
  }
  if (options.dataDir) return loadOrCreateInDirectory(options.dataDir);
  // Generated once: a new key per call would make every test pay for RSA key generation.
  inMemory ??= (async () => {
    const password = randomBytes(32).toString('base64url');
    return describeP12(await generateP12(password), password);
  })().catch((error: unknown) => {
    // A failed attempt is not remembered: the next call tries again.
    inMemory = undefined;
    throw error;
  });
  return inMemory;
}
