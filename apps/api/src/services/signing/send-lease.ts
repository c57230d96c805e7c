import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roleByCode, roles } from '@portal/domain/constants/roles';
import { todayIn } from '@portal/domain/dates/calendar-date';
import type { LeaseDocumentType } from '@portal/domain/schemas/signing';
import { householdDocumentTypes, leaseDocumentNames } from '@portal/domain/signing/lease-documents';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { documentSigners, leaseDocuments, type SignatureBox } from '../../db/schema/lease-documents.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { enqueueOutboxMessage } from '../../jobs/outbox.js';
import { AppError } from '../../lib/app-error.js';
import { markdownToPdf } from '../documents/markdown-pdf.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { staffTransaction } from '../staff/application-file.js';
import { saveDocumentPdf, sha256Hex } from './document-files.js';
import { type LeaseFacts, type LeasePerson, leaseParties, loadLeaseFacts } from './lease-facts.js';
import { leaseDocumentMarkdown } from './lease-markdown.js';
import { LEASE_SENT_TOPIC } from './signing-mail.js';

export const LEASE_ALREADY_OUT_MESSAGE =
  'Every document of this lease is already out for signature. Void one to send it again.';
export const NOT_APPROVED_MESSAGE = 'Only an approved application can be sent a lease.';

interface PlannedDocument {
  documentType: LeaseDocumentType;
  name: string;
  signers: LeasePerson[];
  guarantor?: LeasePerson;
}

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

const boxOf = (person: LeasePerson): SignatureBox => ({
  name: person.name,
  role_label: roleByCode(person.role)?.label ?? 'Resident',
  email: person.email,
});

/**
 * POST /api/staff/applications/{id}/lease/: writes the lease and its addenda from this application's data,
 * stores their unsigned PDFs, and sends them to everyone who signs (one database transaction, audited,
 * e-mailed through the outbox). After a void, only the voided documents are written again. Guarantors
 * without an account are added later as guest signers.
 */
export async function sendLease(context: AppContext, session: AuthenticatedSession, transactionId: number) {
  const { db, clock, esign } = context;
  const { transaction, community } = await staffTransaction(context, session, transactionId);
  assertApproved(transaction.status);
  const facts = await loadLeaseFacts(context, transaction);
  const plans = unsentDocuments(planDocuments(facts), await documentsOut(db, transaction.id));
  if (plans.length === 0) throw new AppError('Conflict', LEASE_ALREADY_OUT_MESSAGE);
  const now = clock.now();
  const preparedOn = todayIn(community.timezone, now);
  const documents = await Promise.all(
    plans.map(async (plan, index) => {
      const markdown = await leaseDocumentMarkdown(facts, plan.documentType, {
        documentNumber: `${transaction.id}-${now.getTime().toString(36)}-${index + 1}`,
        preparedOn,
        ...(plan.guarantor ? { guarantor: plan.guarantor } : {}),
      });
      const textPdf = await markdownToPdf(markdown, { title: plan.name, now });
      const boxes = plan.signers.map(boxOf);
      const pdf = await esign.prepare(
        textPdf,
        boxes.map((box) => ({ name: box.name, roleLabel: box.role_label })),
        facts.landlord,
      );
      return { plan, markdown, boxes, key: await saveDocumentPdf(context, pdf), sha256: sha256Hex(pdf) };
    }),
  );
  try {
    return await db.transaction(async (tx) => {
      // The row lock makes two agents pressing Send at once send one lease, not two.
      await tx.select().from(leaseTransactions).where(eq(leaseTransactions.id, transaction.id)).for('update');
      if (unsentDocuments(plans, await documentsOut(tx, transaction.id)).length < plans.length) {
        throw new AppError('Conflict', LEASE_ALREADY_OUT_MESSAGE);
      }
      const sent = [];
      for (const document of documents) {
        const [row] = await tx
          .insert(leaseDocuments)
          .values({
            transactionId: transaction.id,
            documentType: document.plan.documentType,
            name: document.plan.name,
            guarantorApplicantId: document.plan.guarantor?.applicantId ?? null,
            status: 'sent',
            signatureBoxes: document.boxes,
            markdown: document.markdown,
            unsignedFileKey: document.key,
            unsignedSha256: document.sha256,
            sentByUserId: session.userId,
            sentAt: now,
          })
          .returning();
        if (!row) throw new Error('The document was not stored');
        const withAccounts = document.plan.signers.flatMap((person, boxIndex) =>
          person.userId === null ? [] : [{ person, boxIndex, userId: person.userId }],
        );
        for (const { person, boxIndex, userId } of withAccounts) {
          const [signer] = await tx
            .insert(documentSigners)
            .values({
              documentId: row.id,
              userId,
              applicantId: person.applicantId,
              boxIndex,
              roleLabel: document.boxes[boxIndex]?.role_label ?? 'Resident',
              name: person.name,
              email: person.email ?? '',
              sentAt: now,
            })
            .returning({ id: documentSigners.id });
          if (signer) await enqueueOutboxMessage(tx, clock, LEASE_SENT_TOPIC, { signer_id: signer.id });
        }
        sent.push({ id: row.id, name: row.name, document_type: row.documentType });
      }
      await tx.insert(auditLog).values({
        actorUserId: session.userId,
        transactionId: transaction.id,
        action: 'lease.sent',
        details: { documents: sent },
        createdAt: now,
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
    throw new AppError('Conflict', NOT_APPROVED_MESSAGE);
  }
}
