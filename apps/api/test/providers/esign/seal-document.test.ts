import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFSignature } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { sealSignedDocument } from '../../../src/providers/esign/seal-document.js';
import {
  loadSigningCertificate,
  type SigningCertificate,
} from '../../../src/providers/esign/signing-certificate.js';
import { inspectSealedPdf } from '../../../src/providers/esign/verify-sealed-pdf.js';
import { pdfWords } from '../../payments/pdf-text.js';
import { auditCertificateFor, SIGNED_AT, TWO_SIGNERS, unsignedLease } from './esign-fixtures.js';

function hasCommand(command: string): boolean {
  return (spawnSync(command, ['-v']).error as NodeJS.ErrnoException | undefined)?.code !== 'ENOENT';
}

describe('sealing a signed document', () => {
  let certificate: SigningCertificate;
  let sealed: { pdf: Uint8Array; sha256: string };

  beforeAll(async () => {
    certificate = await loadSigningCertificate({});
    sealed = await sealSignedDocument({
      unsignedPdf: await unsignedLease(TWO_SIGNERS),
      stamps: [
        { boxIndex: 0, typedName: 'Ana Müller', signedAt: SIGNED_AT, signatureId: 'sig-ana' },
        { boxIndex: 2, typedName: 'Pat Manager', signedAt: SIGNED_AT, signatureId: 'sig-landlord' },
      ],
      auditCertificate: auditCertificateFor('Residential Lease Agreement'),
      certificate,
      sealDetails: {
        reason: 'Executed lease (sealed by the portal)',
        location: 'Harbor View',
        signerName: 'Harbor View Properties LLC',
        signedAt: SIGNED_AT,
      },
    });
  });

  it('is signed over the whole file by our certificate, and names its SHA-256', async () => {
    expect(inspectSealedPdf(sealed.pdf)).toEqual({
      hasSignature: true,
      intact: true,
      coversWholeFile: true,
      signerCertificateFingerprintSha256: certificate.fingerprintSha256,
      signerCommonName: 'Portal Document Sealing',
      signingTime: SIGNED_AT,
    });
    expect(sealed.sha256).toBe(createHash('sha256').update(sealed.pdf).digest('hex'));
  });

  it('shows the stamps and the certificate of completion after the signature page', async () => {
    const doc = await PDFDocument.load(sealed.pdf);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    // The signature field readers list the signature under, in the document's form.
    expect(
      doc
        .getForm()
        .getFields()
        .filter((field) => field instanceof PDFSignature),
    ).toHaveLength(1);
    const words = await pdfWords(sealed.pdf);
    expect(words).toContain('Signatures');
    expect(words).toContain('Signed electronically 2025-03-04 15:16:17 UTC · sig-ana');
    expect(words).toContain('Certificate of Completion');
    expect(words).toContain('Zoë ?kubo');
    expect(words).toContain('203.0.113.7');
    expect(words).toContain('Priya Shah');
    expect(words).toContain('2025-03-02T10:01:00.000Z');
    expect(words).toContain('Landlord');
  });

  it('is no longer intact once one signed byte changes', () => {
    const tampered = Uint8Array.from(sealed.pdf);
    // The signer's name in the signature dictionary: inside the first signed range, before /Contents.
    const target = Buffer.from(tampered).indexOf('(Harbor View Properties LLC)') + 1;
    expect(target).toBeGreaterThan(0);
    tampered[target] = (tampered[target] ?? 0) ^ 0x01;
    const inspection = inspectSealedPdf(tampered);
    expect(inspection).toMatchObject({ hasSignature: true, coversWholeFile: true, intact: false });
    expect(inspection.signerCertificateFingerprintSha256).toBe(certificate.fingerprintSha256);
  });

  it('no longer covers the whole file once bytes are appended', () => {
    const appended = Buffer.concat([sealed.pdf, Buffer.from('\n% appended after sealing\n')]);
    expect(inspectSealedPdf(appended)).toMatchObject({
      hasSignature: true,
      coversWholeFile: false,
      intact: false,
    });
  });

  it('answers, rather than throws, for anything that is not a sealed PDF', async () => {
    const unsigned = await unsignedLease(TWO_SIGNERS);
    const garbage = [
      new Uint8Array(),
      Buffer.from('not a pdf at all'),
      Buffer.from('%PDF-1.7 /ByteRange [0 10 20 30] /Contents <zz>'),
      Buffer.from('%PDF-1.7 /ByteRange [0 1 2 3] /Contents <3082ffff00>'),
      unsigned,
    ];
    for (const bytes of garbage) expect(inspectSealedPdf(bytes).intact).toBe(false);
    expect(inspectSealedPdf(Buffer.from('not a pdf at all')).hasSignature).toBe(false);
    expect(inspectSealedPdf(unsigned).hasSignature).toBe(false);
    expect(
      inspectSealedPdf(Buffer.from('%PDF-1.7 /ByteRange [0 1 2 3] /Contents <3082ffff00>')),
    ).toMatchObject({ hasSignature: true, intact: false, signerCertificateFingerprintSha256: null });
  });

  it('carries a PKCS#7 that OpenSSL verifies against the signed bytes', {
    skip: !hasCommand('openssl'),
  }, () => {
    const file = Buffer.from(sealed.pdf);
    const [, start = 0, firstLength = 0, secondStart = 0, secondLength = 0] =
      /\/ByteRange\s*\[(\d+) (\d+) (\d+) (\d+)\]/.exec(file.toString('latin1'))?.map(Number) ?? [];
    const dir = mkdtempSync(join(tmpdir(), 'esign-openssl-'));
    try {
      writeFileSync(
        join(dir, 'content'),
        Buffer.concat([
          file.subarray(start, start + firstLength),
          file.subarray(secondStart, secondStart + secondLength),
        ]),
      );
      // The /Contents hex with its zero padding: OpenSSL reads one DER object and stops.
      const hex = file.subarray(start + firstLength + 1, secondStart - 1).toString('latin1');
      writeFileSync(join(dir, 'signature.der'), Buffer.from(hex, 'hex'));
      // -noverify: the certificate is self-signed, so the signature is checked but no chain is built.
      const args = ['cms', '-verify', '-noverify', '-binary', '-inform', 'DER', '-in', 'signature.der'];
      const result = spawnSync('openssl', [...args, '-content', 'content', '-out', 'verified'], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(result.stderr).toContain('Verification successful');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is accepted by pdfsig (poppler) when it is installed', { skip: !hasCommand('pdfsig') }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'esign-pdfsig-'));
    try {
      writeFileSync(join(dir, 'sealed.pdf'), sealed.pdf);
      const report = execFileSync('pdfsig', ['-nocert', 'sealed.pdf'], { cwd: dir, encoding: 'utf8' });
      expect(report).toContain('Signature Validation: Signature is Valid.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
