import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { greetingLines, type MailCode, mailText } from '../../messages/mail-text.js';
import type { OutboxHandler } from '../../outbox/outbox-message.js';
import type { Mailer } from '../../providers/mail/mailer.js';

export const LEASE_SENT_TOPIC = 'lease.sent';
export const SIGNING_REMINDER_TOPIC = 'lease.signing_reminder';
export const LEASE_EXECUTED_TOPIC = 'lease.executed';

async function signerMailContext(db: Database, signerId: number) {
  const [row] = await db
    .select({
      signer: documentSigners,
      document: leaseDocuments,
      community: communities,
      unitNumber: units.unitNumber,
      language: users.language,
    })
    .from(documentSigners)
    .innerJoin(users, eq(users.id, documentSigners.userId))
    .innerJoin(leaseDocuments, eq(leaseDocuments.id, documentSigners.documentId))
    .innerJoin(leaseTransactions, eq(leaseTransactions.id, leaseDocuments.transactionId))
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .innerJoin(units, eq(units.id, leaseTransactions.unitId))
    .where(eq(documentSigners.id, signerId));
  return row;
}

/** Who signs and what: payload signer_id. A document voided or signed since is not mentioned. */
function signerMail(
  { db, mailer }: { db: Database; mailer: Mailer },
  subject: Extract<MailCode, 'lease_sent_subject' | 'signing_reminder_subject'>,
  opening: Extract<MailCode, 'lease_sent_opening' | 'signing_reminder_opening'>,
): OutboxHandler {
  return async (payload) => {
    const row = await signerMailContext(db, Number(payload.signer_id));
    if (row?.document.status !== 'sent' || row.signer.signedAt) return;
    const { language } = row;
    const document = row.document.name;
    await mailer.send({
      community: row.community,
      to: row.signer.email,
      subject: mailText(language, subject, { document, unit: row.unitNumber }),
      text: [
        ...greetingLines(language, row.signer.name),
        mailText(language, opening),
        '',
        mailText(language, 'signing_review_and_sign', { community: row.community.displayName, document }),
      ].join('\n'),
    });
  };
}

export function leaseSentHandler(options: { db: Database; mailer: Mailer }): OutboxHandler {
  return signerMail(options, 'lease_sent_subject', 'lease_sent_opening');
}

export function signingReminderHandler(options: { db: Database; mailer: Mailer }): OutboxHandler {
  return signerMail(options, 'signing_reminder_subject', 'signing_reminder_opening');
}

/** Everyone who signed hears the lease is executed and where the sealed copy is: payload transaction_id. */
export function leaseExecutedHandler({ db, mailer }: { db: Database; mailer: Mailer }): OutboxHandler {
  return async (payload) => {
    const rows = await db
      .select({
        signer: documentSigners,
        community: communities,
        unitNumber: units.unitNumber,
        language: users.language,
      })
      .from(documentSigners)
      .innerJoin(users, eq(users.id, documentSigners.userId))
      .innerJoin(leaseDocuments, eq(leaseDocuments.id, documentSigners.documentId))
      .innerJoin(leaseTransactions, eq(leaseTransactions.id, leaseDocuments.transactionId))
      .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
      .innerJoin(units, eq(units.id, leaseTransactions.unitId))
      .where(eq(leaseTransactions.id, Number(payload.transaction_id)));
    const byEmail = new Map(rows.map((row) => [row.signer.email, row]));
    for (const { signer, community, unitNumber, language } of byEmail.values()) {
      await mailer.send({
        community,
        to: signer.email,
        subject: mailText(language, 'lease_executed_subject', { unit: unitNumber }),
        text: [
          ...greetingLines(language, signer.name),
          mailText(language, 'lease_executed_body'),
          mailText(language, 'lease_executed_download', { community: community.displayName }),
        ].join('\n'),
      });
    }
  };
}
