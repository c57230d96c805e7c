import { roleByCode } from '@portal/domain/constants/roles';
import { todayIn } from '@portal/domain/dates/calendar-date';
import type { LeaseDocumentType } from '@portal/domain/schemas/signable-documents';
import type { AppContext } from '../../app-context.js';
import type { DatabaseTransaction } from '../../db/client.js';
import { documentSigners, leaseDocuments, type SignatureBox } from '../../db/schema/lease-documents.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import { markdownToPdf } from '../documents/markdown-pdf.js';
import type { SignedText } from '../documents/translated-document.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import { saveDocumentPdf, sha256Hex } from './document-files.js';
import type { LeaseFacts, LeasePerson } from './lease-facts.js';
import { type LeaseChangeText, leaseDocumentText } from './lease-markdown.js';
import { LEASE_SENT_TOPIC } from './signing-mail.js';

/** A document to write and who signs it, box by box. */
export interface PlannedDocument {
  documentType: LeaseDocumentType;
  name: string;
  signers: LeasePerson[];
  guarantor?: LeasePerson;
  /** A lease change's own text (its revision or addendum terms). */
  change?: LeaseChangeText;
}

/** What writing a document uses of the app: the template's data, the signing provider and the file store. */
export type DocumentWriting = Pick<AppContext, 'db' | 'clock' | 'esign' | 'fileStore' | 'fileEncryptionKey'>;

export interface WrittenDocument {
  plan: PlannedDocument;
  /** The English original: what is signed. */
  markdown: string;
  translation: SignedText['translation'];
  boxes: SignatureBox[];
  key: string;
  sha256: string;
}

const boxOf = (person: LeasePerson): SignatureBox => ({
  name: person.name,
  role_label: roleByCode(person.role)?.label ?? 'Resident',
  email: person.email,
});

/** Writes a planned document: its Markdown from the template, its unsigned PDF stored in the file store. */
export async function writeLeaseDocument(
  context: DocumentWriting,
  facts: LeaseFacts,
  plan: PlannedDocument,
  sequence: number,
): Promise<WrittenDocument> {
  const now = context.clock.now();
  const text = await leaseDocumentText(context.db, facts, plan.documentType, {
    documentNumber: `${facts.reference}-${now.getTime().toString(36)}-${sequence}`,
    preparedOn: todayIn(facts.community.timezone, now),
    signers: plan.signers,
    ...(plan.guarantor ? { guarantor: plan.guarantor } : {}),
    ...(plan.change ? { change: plan.change } : {}),
  });
  return writeSignableDocument(context, plan, text, facts.landlord);
}

/**
 * Any document to sign, its text written: the unsigned PDF, the English original then on pages of its own
 * any translation, with a box per signer after both, stored.
 */
export async function writeSignableDocument(
  context: DocumentWriting,
  plan: PlannedDocument,
  text: SignedText,
  landlord: string,
): Promise<WrittenDocument> {
  const parts = text.translation === null ? [text.original] : [text.original, text.translation.markdown];
  const textPdf = await markdownToPdf(parts, { title: plan.name, now: context.clock.now() });
  const boxes = plan.signers.map(boxOf);
  const pdf = await context.esign.prepare(
    textPdf,
    boxes.map((box) => ({ name: box.name, roleLabel: box.role_label })),
    landlord,
  );
  return {
    plan,
    markdown: text.original,
    translation: text.translation,
    boxes,
    key: await saveDocumentPdf(context, pdf),
    sha256: sha256Hex(pdf),
  };
}

/** The columns that keep what follows a written document's English original for a Spanish reader. */
export const translationColumns = ({ translation }: WrittenDocument) => ({
  translation: translation?.state ?? null,
  translationMarkdown: translation?.markdown ?? null,
});

/**
 * Records a written document as sent, with a signer row (and an e-mail through the outbox) for each of
 * its signers who has an account; `guest` signers are e-mailed their own link by the caller.
 */
export async function recordSentDocument(
  tx: DatabaseTransaction,
  context: Pick<AppContext, 'clock'>,
  transactionId: number,
  written: WrittenDocument,
  sentByUserId: number,
) {
  const now = context.clock.now();
  const { plan } = written;
  const [row] = await tx
    .insert(leaseDocuments)
    .values({
      transactionId,
      documentType: plan.documentType,
      name: plan.name,
      guarantorApplicantId: plan.guarantor?.applicantId ?? null,
      status: 'sent',
      signatureBoxes: written.boxes,
      markdown: written.markdown,
      ...translationColumns(written),
      unsignedFileKey: written.key,
      unsignedSha256: written.sha256,
      sentByUserId,
      sentAt: now,
    })
    .returning();
  if (!row) throw new Error('The document was not stored');
  const signers = [];
  for (const [boxIndex, person] of plan.signers.entries()) {
    if (person.userId === null) continue;
    const [signer] = await tx
      .insert(documentSigners)
      .values({
        documentId: row.id,
        userId: person.userId,
        applicantId: person.applicantId,
        boxIndex,
        roleLabel: written.boxes[boxIndex]?.role_label ?? 'Resident',
        name: person.name,
        email: person.email ?? '',
        sentAt: now,
      })
      .returning();
    if (!signer) continue;
    signers.push(signer);
    if (person.applicantId !== null) {
      await enqueueOutboxMessage(tx, context.clock, LEASE_SENT_TOPIC, { signer_id: signer.id });
    }
    publishAfterCommit(tx, { event: 'documents.updated', transactionId, documentId: row.id, status: 'sent' });
  }
  return { document: row, signers };
}
