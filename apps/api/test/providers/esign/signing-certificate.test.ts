import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningCertificate } from '../../../src/providers/esign/signing-certificate.js';

describe('signing certificate', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'esign-certificate-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is generated once into the data directory, readable by its owner only, and reused', async () => {
    const first = await loadSigningCertificate({ dataDir });
    for (const file of ['signing-certificate.p12', 'signing-certificate.password']) {
      expect((await stat(join(dataDir, file))).mode & 0o777).toBe(0o600);
    }
    expect(await readFile(join(dataDir, 'signing-certificate.password'), 'utf8')).toBe(first.password);

    const second = await loadSigningCertificate({ dataDir });
    expect(second.fingerprintSha256).toBe(first.fingerprintSha256);
    expect(second.p12.equals(first.p12)).toBe(true);
  });

  it('is a self-signed RSA-2048 sealing certificate valid for ten years', async () => {
    const { certificatePem, commonName, fingerprintSha256 } = await loadSigningCertificate({ dataDir });
    const x509 = new X509Certificate(certificatePem);
    expect(commonName).toBe('Portal Document Sealing');
    expect(x509.subject).toBe('CN=Portal Document Sealing');
    expect(x509.issuer).toBe(x509.subject);
    expect(x509.verify(x509.publicKey)).toBe(true);
    expect(x509.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(forge.pki.certificateFromPem(certificatePem).getExtension('keyUsage')).toMatchObject({
      critical: true,
      digitalSignature: true,
      nonRepudiation: true,
      keyCertSign: false,
    });
    const years = (Date.parse(x509.validTo) - Date.parse(x509.validFrom)) / (365.25 * 24 * 3600 * 1000);
    expect(Math.round(years)).toBe(10);
    expect(fingerprintSha256).toBe(x509.fingerprint256.replace(/:/g, '').toLowerCase());
  });

  it('opens a given PKCS#12 with its password, and says so clearly when it cannot', async () => {
    const generated = await loadSigningCertificate({ dataDir });
    const p12Base64 = generated.p12.toString('base64');

    const given = await loadSigningCertificate({ p12Base64, password: generated.password });
    expect(given.fingerprintSha256).toBe(generated.fingerprintSha256);
    expect(given.certificatePem).toBe(generated.certificatePem);

    await expect(loadSigningCertificate({ p12Base64, password: 'not-the-password' })).rejects.toThrow(
      /signing certificate \(PKCS#12\) cannot be opened: wrong password/,
    );
    await expect(loadSigningCertificate({ p12Base64: 'bm90IGEgcDEy', password: 'x' })).rejects.toThrow(
      /cannot be opened/,
    );
  });

  it('without a data directory, is generated in memory once per process', async () => {
    const first = await loadSigningCertificate({});
    expect(await loadSigningCertificate({})).toBe(first);
  });
});
