import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roles } from '@portal/domain/constants/roles';
import { isLeaseChange } from '@portal/domain/constants/transaction-types';
import { householdDocumentTypes, leaseDocumentNames } from '@portal/domain/signing/lease-documents';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { AppError } from '../../lib/app-error.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { staffTransaction } from '../staff/application-file.js';
import { type PlannedDocument, recordSentDocument, writeLeaseDocument } from './lease-document-writer.js';
import { type LeaseFacts, leaseParties, loadLeaseFacts } from './lease-facts.js';

/** Each document and who signs it: the parties sign the lease and addenda, each guarantor their agreement. */
function planDocuments(facts: LeaseFacts): PlannedDocument[] {
  const parties = leaseParties(facts);
  const householdDocuments = householdDocumentTypes(facts.options.map((option) => option.category)).map(
    (documentType) => ({ documentType, name: leaseDocumentNames[documentType], signers: parties }),
  );
  const guarantors = [...facts.household, ...facts.invited].filter(
    (person) => person.role === roles.guarantor.code,
  );
  const agreements = guarantors.map((guarantor) => ({
    documentType: 'guarantor_agreement' as const,
    name: `${leaseDocumentNames.guarantor_agreement}: ${guarantor.name}`,
    signers: [guarantor],
    guarantor,
  }));
  return [...householdDocuments, ...agreements];
}

/** The names of the documents out for signature or executed: a voided one may be sent again. */
async function documentsOut(db: Database | DatabaseTransaction, transactionId: number): Promise<Set<string>> {
  const rows = await db
    .select({ name: leaseDocuments.name })
    .from(leaseDocuments)
    .where(and(eq(leaseDocuments.transactionId, transactionId), ne(leaseDocuments.status, 'voided')));
  return new Set(rows.map((row) => row.name));
}

const unsentDocuments = (plans: PlannedDocument[], out: Set<string>) =>
  plans.filter((plan) => !out.has(plan.name));

/**
 * POST /api/staff/applications/{id}/lease/: writes the lease and its addenda from this application's data,
 * stores their unsigned PDFs, and sends them to everyone who signs (one database transaction, audited,
 * e-mailed through the outbox). After a void, only the voided documents are written again. Guarantors
 * without an account are added later as guest signers.
 */
export async function sendLease(context: AppContext, session: SignedInSession, transactionId: number) {
  const { db, clock } = context;
  const { transaction } = await staffTransaction(context, session, transactionId);
  if (isLeaseChange(transaction.type)) throw new AppError('Conflict', 'lease_change_not_a_lease');
  assertApproved(transaction.status);
  const facts = await loadLeaseFacts(context, transaction);
  const plans = unsentDocuments(planDocuments(facts), await documentsOut(db, transaction.id));
  if (plans.length === 0) throw new AppError('Conflict', 'lease_already_out');
  const documents = await Promise.all(
    plans.map((plan, index) => writeLeaseDocument(context, facts, plan, index + 1)),
  );
  try {
    return await db.transaction(async (tx) => {
      // The row lock makes two agents pressing Send at once send one lease, not two.
      await tx.select().from(leaseTransactions).where(eq(leaseTransactions.id, transaction.id)).for('update');
      if (unsentDocuments(plans, await documentsOut(tx, transaction.id)).length < plans.length) {
        throw new AppError('Conflict', 'lease_already_out');
      }
      const sent = [];
      for (const written of documents) {
        const { document } = await recordSentDocument(tx, context, transaction.id, written, session.userId);
        sent.push({ id: document.id, name: document.name, document_type: document.documentType });
      }
      await tx.insert(auditLog).values({
        actorUserId: session.userId,
        transactionId: transaction.id,
        action: 'lease.sent',
        details: { documents: sent },
        createdAt: clock.now(),
      });
      return { documents: sent };
    });
  } catch (error) {
    await Promise.all(documents.map((document) => context.fileStore.remove(document.key)));
    throw error;
  }
}

export function assertApproved(status: number): void {
  if (status !== ApplicationStatus.Approved && status !== ApplicationStatus.ConditionallyApproved) {
    throw new AppError('Conflict', 'not_approved');
  }
}
