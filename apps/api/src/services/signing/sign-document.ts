import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { CeremonySignRequest } from '@portal/domain/schemas/signing';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DatabaseTransaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { documentSigners, esignSessions, leaseDocuments } from '../../db/schema/lease-documents.js';
import { transactionEvents } from '../../db/schema/lease-transactions.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/tokens.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import { type Ceremony, fieldKindsOf, findCeremony } from './ceremony-session.js';
import { signerRows } from './signer-documents.js';
import { everyoneHasSigned } from './signing-progress.js';
import { STAMP_SIGNATURES_TOPIC } from './stamp-signatures-job.js';

const INITIALS = /^\p{L}{1,5}$/u;

function assertFilledIn(ceremony: Ceremony, request: CeremonySignRequest): string | null {
  const wanted = new Set(fieldKindsOf(ceremony));
  if (!wanted.has('initials')) return null;
  const initials = request.fields?.initials?.replace(/[.\s]/g, '') ?? '';
  if (!INITIALS.test(initials)) {
    throw new AppError('ValidationError', 'initials', { 'fields.initials': ['initials'] });
  }
  return initials;
}

/** Every box of the document has its signature: what step 220 of a notice to vacate records. */
async function documentFullySigned(
  tx: DatabaseTransaction,
  document: Ceremony['document'],
): Promise<boolean> {
  const signed = await tx
    .select({ id: documentSigners.id })
    .from(documentSigners)
    .where(and(eq(documentSigners.documentId, document.id), isNotNull(documentSigners.signedAt)));
  return signed.length >= document.signatureBoxes.length;
}

/**
 * Step 150 for an applicant who has now signed everything of theirs; step 165 once everybody has signed
 * the lease, or 220 once every resident has signed a notice to vacate.
 */
async function recordProgress(tx: DatabaseTransaction, ceremony: Ceremony, now: Date): Promise<void> {
  const { signer, document } = ceremony;
  if (signer.applicantId !== null) {
    const own = await signerRows(tx, document.transactionId, signer.userId);
    const done = own.every(
      ({ document: mine, signer: row }) => mine.status !== 'sent' || row.signedAt !== null,
    );
    if (done) {
      await tx.insert(transactionEvents).values({
        leaseTransactionId: document.transactionId,
        applicantId: signer.applicantId,
        event: TransactionStep.Signed,
        createdAt: now,
      });
    }
  }
  if (document.documentType === 'notice_to_vacate') {
    if (await documentFullySigned(tx, document)) {
      await tx.insert(transactionEvents).values({
        leaseTransactionId: document.transactionId,
        applicantId: null,
        event: TransactionStep.NoticeToVacateSigned,
        createdAt: now,
      });
    }
    return;
  }
  if (await everyoneHasSigned(tx, document.transactionId)) {
    await tx.insert(transactionEvents).values({
      leaseTransactionId: document.transactionId,
      applicantId: null,
      event: TransactionStep.WaitingAgentConfirmation,
      createdAt: now,
    });
  }
}

/**
 * POST /api/esign/sessions/{session}/sign/: adopts the typed name as this signer's signature. The
 * conditional update makes a second signature, even a simultaneous one, a 409: exactly one is kept.
 */
export async function signDocument(
  context: AppContext,
  token: string,
  request: CeremonySignRequest,
  client: { ip: string; userAgent: string | null },
): Promise<{ signed_at: string; return_url: string }> {
  const ceremony = await findCeremony(context, token);
  const { signer, document, community } = ceremony;
  if (signer.signedAt) throw new AppError('Conflict', 'document_already_signed');
  if (document.status !== 'sent') throw new AppError('Conflict', 'document_voided');
  if (!signer.consentedAt) throw new AppError('ValidationError', 'consent_first');
  const pinHash = ceremony.ceremony.securityPinHash;
  if (pinHash !== null && hashToken(request.security_pin ?? '') !== pinHash) {
    // The launcher hands the PIN over itself, so a wrong one is someone guessing: the ceremony ends.
    await context.db
      .update(esignSessions)
      .set({ expiresAt: context.clock.now() })
      .where(eq(esignSessions.id, ceremony.ceremony.id));
    throw new AppError('PermissionDenied', 'wrong_pin');
  }
  const initials = assertFilledIn(ceremony, request);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    // Voided while the ceremony was open: the signature must not land on a withdrawn document.
    const [current] = await tx
      .select({ status: leaseDocuments.status })
      .from(leaseDocuments)
      .where(eq(leaseDocuments.id, document.id))
      .for('update');
    if (current?.status !== 'sent') throw new AppError('Conflict', 'document_voided');
    const [signed] = await tx
      .update(documentSigners)
      .set({
        signedAt: now,
        signatureName: request.signature.name,
        initials,
        ipAddress: client.ip,
        userAgent: client.userAgent,
        impersonatorUserId: ceremony.ceremony.impersonatorUserId,
      })
      .where(and(eq(documentSigners.id, signer.id), isNull(documentSigners.signedAt)))
      .returning({ id: documentSigners.id });
    if (!signed) throw new AppError('Conflict', 'document_already_signed');
    await recordProgress(tx, ceremony, now);
    await tx.insert(auditLog).values({
      actorUserId: ceremony.ceremony.impersonatorUserId ?? signer.userId,
      subjectUserId: signer.userId,
      transactionId: document.transactionId,
      action: 'document.signed',
      details: {
        document_id: document.id,
        document_name: document.name,
        signed_on_behalf: ceremony.ceremony.impersonatorUserId !== null,
      },
      createdAt: now,
    });
    await enqueueOutboxMessage(tx, context.clock, STAMP_SIGNATURES_TOPIC, { document_id: document.id });
    publishAfterCommit(tx, {
      event: 'documents.updated',
      transactionId: document.transactionId,
      documentId: document.id,
      status: 'signed',
    });
  });
  // A notice to vacate has no lease-signed page: its Approved screen says what follows. A guest signer
  // comes back to lease-signed too, the household's page (decision 0029).
  const page = document.documentType === 'notice_to_vacate' ? 'application-approved' : 'lease-signed';
  return {
    signed_at: now.toISOString(),
    return_url: `/${community.slug}/transaction/${document.transactionId}/${page}`,
  };
}
