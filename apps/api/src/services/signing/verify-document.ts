import type { DocumentVerification } from '@portal/domain/schemas/signing';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { sha256Hex } from './document-files.js';

/**
 * POST /api/documents/verify/: whether a PDF carries our seal, whether any byte changed since it was
 * sealed, and who signed it when. The seal is checked on its own; the file's digest then finds the record.
 */
export async function verifyDocument(context: AppContext, pdf: Uint8Array): Promise<DocumentVerification> {
  const inspection = context.esign.inspect(pdf);
  const sealedByUs =
    inspection.hasSignature &&
    inspection.signerCertificateFingerprintSha256 === (await context.esign.certificateFingerprint());
  const intact = sealedByUs && inspection.intact && inspection.coversWholeFile;
  if (!intact) return { sealed_by_us: sealedByUs, intact: false, document: null };
  const [row] = await context.db
    .select({ document: leaseDocuments, community: communities.displayName })
    .from(leaseDocuments)
    .innerJoin(leaseTransactions, eq(leaseTransactions.id, leaseDocuments.transactionId))
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .where(eq(leaseDocuments.sealedSha256, sha256Hex(pdf)));
  if (!row?.document.sealedAt) return { sealed_by_us: true, intact: true, document: null };
  const signers = await context.db
    .select()
    .from(documentSigners)
    .where(eq(documentSigners.documentId, row.document.id))
    .orderBy(asc(documentSigners.boxIndex));
  const { document } = row;
  return {
    sealed_by_us: true,
    intact: true,
    document: {
      id: document.id,
      name: document.name,
      community: row.community,
      sealed_at: row.document.sealedAt.toISOString(),
      signers: signers.flatMap((signer) =>
        signer.signedAt
          ? [{ name: signer.name, role_label: signer.roleLabel, signed_at: signer.signedAt.toISOString() }]
          : [],
      ),
      countersigned_by:
        document.countersignedAt && document.countersignerName
          ? { name: document.countersignerName, signed_at: document.countersignedAt.toISOString() }
          : null,
    },
  };
}
