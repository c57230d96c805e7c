import { roles } from '@portal/domain/constants/roles';
import type { GuestSignerRequest } from '@portal/domain/schemas/signing';
import { leaseDocumentNames } from '@portal/domain/signing/lease-documents';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { DatabaseTransaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { users } from '../../db/schema/users.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { greetingLines, mailText } from '../../messages/mail-text.js';
import { issueToken } from '../accounts/one-time-tokens.js';
import { findUserByEmail, type UserRow } from '../accounts/users.js';
import type { CommunityRow } from '../communities/find-community.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { staffTransaction } from '../staff/application-file.js';
import { recordSentDocument, writeLeaseDocument } from './lease-document-writer.js';
import { loadLeaseFacts } from './lease-facts.js';
import { assertApproved } from './send-lease.js';
import { reopenSigning } from './signing-progress.js';

export const GUEST_LINK_LIFETIME_MINUTES = 7 * 24 * 60;
type StaffTransaction = Awaited<ReturnType<typeof staffTransaction>>;
type SignerRow = typeof documentSigners.$inferSelect;

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return {
    firstName: parts.slice(0, -1).join(' ') || name.trim(),
    lastName: parts.length > 1 ? (parts.at(-1) ?? '') : '',
  };
}

/** The guest's account at the community: theirs if they have one, else one without a password. */
async function guestUser(
  context: AppContext,
  community: CommunityRow,
  name: string,
  email: string,
): Promise<UserRow> {
  const existing = await findUserByEmail(context.db, community.id, email);
  if (existing) return existing;
  const [created] = await context.db
    .insert(users)
    .values({ communityId: community.id, email, ...splitName(name) })
    .returning();
  if (!created) throw new Error('The guest signer was not stored');
  return created;
}

/** Takes the first free box of a sent document, preferably the one naming the guest's e-mail. */
async function signExistingDocument(
  context: AppContext,
  tx: DatabaseTransaction,
  { transaction }: StaffTransaction,
  user: UserRow,
  { documentId, name }: { documentId: number; name: string },
): Promise<SignerRow> {
  const [document] = await tx
    .select()
    .from(leaseDocuments)
    .where(and(eq(leaseDocuments.id, documentId), eq(leaseDocuments.transactionId, transaction.id)))
    .for('update');
  if (!document) throw notFound('document_not_found');
  if (document.status !== 'sent') throw new AppError('Conflict', 'not_out');
  const taken = await tx.select().from(documentSigners).where(eq(documentSigners.documentId, document.id));
  if (taken.some((signer) => signer.userId === user.id)) throw new AppError('Conflict', 'already_signer');
  const free = document.signatureBoxes
    .map((box, index) => ({ box, index }))
    .filter(({ index }) => !taken.some((signer) => signer.boxIndex === index));
  const chosen = free.find(({ box }) => box.email?.toLowerCase() === user.email) ?? free[0];
  if (!chosen) throw new AppError('Conflict', 'no_free_box');
  const [signer] = await tx
    .insert(documentSigners)
    .values({
      documentId: document.id,
      userId: user.id,
      applicantId: null,
      boxIndex: chosen.index,
      roleLabel: chosen.box.role_label,
      name,
      email: user.email,
      sentAt: context.clock.now(),
    })
    .returning();
  if (!signer) throw new Error('The guest signer was not stored');
  return signer;
}

/**
 * POST /api/staff/applications/{id}/guest-signers/: a signer without an account, either in a free box of
 * a document out for signature, or as a guarantor who never applied, with a guarantor agreement of their
 * own written now. They are e-mailed a single-use link that signs them in as a guest who can only sign.
 */
export async function addGuestSigner(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
  request: GuestSignerRequest,
  origin: string,
) {
  const { db, clock } = context;
  const file = await staffTransaction(context, session, transactionId);
  const { transaction, community } = file;
  assertApproved(transaction.status);
  const email = request.email.toLowerCase();
  const user = await guestUser(context, community, request.name, email);
  const person = {
    applicantId: null,
    userId: user.id,
    role: roles.guarantor.code,
    name: request.name,
    email,
    language: user.language,
  };
  const agreement =
    request.document_id === undefined
      ? await writeLeaseDocument(
          context,
          await loadLeaseFacts(context, transaction),
          {
            documentType: 'guarantor_agreement',
            name: `${leaseDocumentNames.guarantor_agreement}: ${request.name}`,
            signers: [person],
            guarantor: person,
          },
          1,
        )
      : null;
  const signer = await db
    .transaction(async (tx) => {
      let row: SignerRow | undefined;
      if (agreement) {
        const out = await tx
          .select({ id: leaseDocuments.id })
          .from(leaseDocuments)
          .where(
            and(
              eq(leaseDocuments.transactionId, transaction.id),
              eq(leaseDocuments.name, agreement.plan.name),
              ne(leaseDocuments.status, 'voided'),
            ),
          );
        if (out.length > 0) throw new AppError('Conflict', 'already_signer');
        [row] = (await recordSentDocument(tx, context, transaction.id, agreement, session.userId)).signers;
        await reopenSigning(tx, transaction.id);
      } else if (request.document_id !== undefined) {
        row = await signExistingDocument(context, tx, file, user, {
          documentId: request.document_id,
          name: request.name,
        });
      }
      if (!row) throw new Error('The guest signer was not stored');
      await tx.insert(auditLog).values({
        actorUserId: session.userId,
        subjectUserId: user.id,
        transactionId: transaction.id,
        action: 'document.guest_signer_added',
        details: { document_id: row.documentId, name: request.name },
        createdAt: clock.now(),
      });
      return row;
    })
    .catch(async (error: unknown) => {
      if (agreement) await context.fileStore.remove(agreement.key);
      throw error;
    });
  const { token } = await issueToken(db, clock, {
    purpose: 'guest_sign',
    userId: user.id,
    communityId: community.id,
    lifetimeMinutes: GUEST_LINK_LIFETIME_MINUTES,
    createdByUserId: session.userId,
    payload: { transaction_id: transaction.id },
  });
  const { language } = user;
  await context.mailer.send({
    community,
    to: email,
    subject: mailText(language, 'guest_signer_subject', { community: community.displayName }),
    text: [
      ...greetingLines(language, request.name),
      mailText(language, 'guest_signer_body', {
        community: community.displayName,
        unit: file.unit.unitNumber,
      }),
      mailText(language, 'guest_signer_link'),
      `${origin}/${community.slug}/sign-request/${encodeURIComponent(token)}`,
    ].join('\n'),
  });
  return { id: signer.id, name: signer.name, email: signer.email, document_id: signer.documentId };
}
