import { and, eq, like } from 'drizzle-orm';
import { leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import {
  type DocumentWriting,
  translationColumns,
  writeLeaseDocument,
} from '../signing/lease-document-writer.js';
import { type LeasePerson, loadLeaseFacts } from '../signing/lease-facts.js';
import { UNWRITTEN_PDF_PREFIX } from './portfolio/decision-rows.js';
import { DEMO_UNIT_PREFIX } from './portfolio/demo-applications.js';

/**
 * Writes the real lease of every demo document whose PDF was not written yet (the rows are loaded before the
 * file store and signing provider exist): its Markdown from the community's template and its unsigned PDF,
 * as staff sending it would have, so it can be signed, countersigned and downloaded. Returns how many were
 * written; a start after the first finds none, at the cost of one query.
 */
export async function writeDemoLeasePdfs(context: DocumentWriting): Promise<number> {
  const unwritten = await context.db
    .select({ document: leaseDocuments, transaction: leaseTransactions })
    .from(leaseDocuments)
    .innerJoin(leaseTransactions, eq(leaseTransactions.id, leaseDocuments.transactionId))
    .innerJoin(units, eq(units.id, leaseTransactions.unitId))
    .where(
      and(
        like(leaseDocuments.unsignedFileKey, `${UNWRITTEN_PDF_PREFIX}%`),
        like(units.unitNumber, `${DEMO_UNIT_PREFIX}%`),
      ),
    )
    .orderBy(leaseDocuments.id);
  for (const { document, transaction } of unwritten) {
    const facts = await loadLeaseFacts(context, transaction);
    // The boxes stay in the order the signer rows were numbered by.
    const signers = document.signatureBoxes.map((box): LeasePerson => {
      const person = facts.household.find((member) => member.email === box.email);
      if (!person) throw new Error(`Demo lease ${document.id}: no household member signs as ${box.email}`);
      return person;
    });
    const written = await writeLeaseDocument(
      context,
      facts,
      { documentType: document.documentType, name: document.name, signers },
      1,
    );
    // Only if still unwritten: an instance starting alongside may have written it already.
    await context.db
      .update(leaseDocuments)
      .set({
        markdown: written.markdown,
        ...translationColumns(written),
        signatureBoxes: written.boxes,
        unsignedFileKey: written.key,
        unsignedSha256: written.sha256,
      })
      .where(
        and(eq(leaseDocuments.id, document.id), eq(leaseDocuments.unsignedFileKey, document.unsignedFileKey)),
      );
  }
  return unwritten.length;
}
