import { PDFDocument } from 'pdf-lib';
import type { ESignProvider } from './esign-provider.js';
import { sealSignedDocument } from './seal-document.js';
import { drawSignaturePage } from './signature-page.js';
import { loadSigningCertificate, type SigningCertificate } from './signing-certificate.js';
import { stampSignatures } from './stamp-signatures.js';
import { inspectSealedPdf } from './verify-sealed-pdf.js';

/** SIGNING_CERT_P12 (base64) and SIGNING_CERT_PASSWORD, and DATA_DIR to keep a generated certificate in. */
export interface SigningCertificateSource {
  p12Base64?: string;
  password?: string;
  dataDir?: string;
}

/** The portal's own signing provider: pdf-lib for the pages, a PAdES seal under the installation's certificate. */
export function createBuiltInESign(source: SigningCertificateSource): ESignProvider {
  // Loaded on first use: generating a key pair costs a second the portal need not spend at start.
  let certificate: Promise<SigningCertificate> | undefined;
  const sealingCertificate = (): Promise<SigningCertificate> => {
    if (!certificate) {
      const loading = loadSigningCertificate(source);
      // A failed load (a wrong password) is not remembered: the next seal tries again.
      loading.catch(() => {
        certificate = undefined;
      });
      certificate = loading;
    }
    return certificate;
  };
  return {
    async prepare(textPdf, signers, landlordName) {
      const document = await PDFDocument.load(textPdf);
      await drawSignaturePage(document, [...signers], landlordName);
      return document.save();
    },
    stamp: (unsignedPdf, stamps) => stampSignatures(unsignedPdf, [...stamps]),
    async seal(unsignedPdf, stamps, auditCertificate) {
      const sealer = await sealingCertificate();
      return sealSignedDocument({
        unsignedPdf,
        stamps: [...stamps],
        auditCertificate,
        certificate: sealer,
        sealDetails: {
          reason: 'Executed: every signature and the landlord’s countersignature, with the audit certificate',
          location: auditCertificate.community,
          signerName: sealer.commonName,
          signedAt: auditCertificate.sealedAt,
        },
      });
    },
    inspect: (pdf) => inspectSealedPdf(pdf),
    certificateFingerprint: async () => (await sealingCertificate()).fingerprintSha256,
  };
}
