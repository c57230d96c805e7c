import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
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
    })
    .from(documentSigners)
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
  subject: (document: string, unit: string) => string,
  opening: string,
): OutboxHandler {
  return async (payload) => {
    const row = await signerMailContext(db, Number(payload.signer_id));
    if (row?.document.status !== 'sent' || row.signer.signedAt) return;
    await mailer.send({
      community: row.community,
      to: row.signer.email,
      subject: subject(row.document.name, row.unitNumber),
      text: [
        `Hi ${row.signer.name},`,
        '',
        opening,
        '',
        `Log in to ${row.community.displayName} and open your application to review and sign "${row.document.name}".`,
      ].join('\n'),
    });
  };
}

export function leaseSentHandler(options: { db: Database; mailer: Mailer }): OutboxHandler {
  return signerMail(
    options,
    (document, unit) => `Your ${document} for unit ${unit} is ready to sign`,
    'Your documents are ready for your signature.',
  );
}

export function signingReminderHandler(options: { db: Database; mailer: Mailer }): OutboxHandler {
  return signerMail(
    options,
    (document, unit) => `Reminder: please sign your ${document} for unit ${unit}`,
    'A reminder from the leasing team: your signature is still needed.',
  );
}

/** Everyone who signed hears the lease is executed and where the sealed copy is: payload transaction_id. */
export function leaseExecutedHandler({ db, mailer }: { db: Database; mailer: Mailer }): OutboxHandler {
  return async (payload) => {
    const rows = await db
      .select({ signer: documentSigners, community: communities, unitNumber: units.unitNumber })
      .from(documentSigners)
      .innerJoin(leaseDocuments, eq(leaseDocuments.id, documentSigners.documentId))
      .innerJoin(leaseTransactions, eq(leaseTransactions.id, leaseDocuments.transactionId))
      .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
      .innerJoin(units, eq(units.id, leaseTransactions.unitId))
      .where(eq(leaseTransactions.id, Number(payload.transaction_id)));
    const byEmail = new Map(rows.map((row) => [row.signer.email, row]));
    for (const row of byEmail.values()) {
      await mailer.send({
        community: row.community,
        to: row.signer.email,
        subject: `Your lease for unit ${row.unitNumber} is executed`,
        text: [
          `Hi ${row.signer.name},`,
          '',
          'Everyone has signed and the landlord has countersigned: your lease is executed.',
          `Log in to ${row.community.displayName} to download your sealed copy.`,
        ].join('\n'),
      });
    }
  };
}
