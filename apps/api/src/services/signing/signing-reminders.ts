import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { enqueueOutboxMessage } from '../../outbox/outbox-message.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { staffTransaction } from '../staff/application-file.js';
import { SIGNING_REMINDER_TOPIC } from './signing-mail.js';

/** POST /api/staff/applications/{id}/signing-reminders/: e-mails every signer still to sign a sent document. */
export async function sendSigningReminders(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
): Promise<{ reminded: number }> {
  const { db, clock } = context;
  const { transaction } = await staffTransaction(context, session, transactionId);
  const unsigned = await db
    .select({ id: documentSigners.id })
    .from(documentSigners)
    .innerJoin(leaseDocuments, eq(leaseDocuments.id, documentSigners.documentId))
    .where(
      and(
        eq(leaseDocuments.transactionId, transaction.id),
        eq(leaseDocuments.status, 'sent'),
        isNull(documentSigners.signedAt),
      ),
    );
  await db.transaction(async (tx) => {
    for (const signer of unsigned) {
      await enqueueOutboxMessage(tx, clock, SIGNING_REMINDER_TOPIC, { signer_id: signer.id });
    }
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      transactionId: transaction.id,
      action: 'lease.reminders_sent',
      details: { signers: unsigned.length },
      createdAt: clock.now(),
    });
  });
  return { reminded: unsigned.length };
}
