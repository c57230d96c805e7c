import type { GuestSignerRequest } from '@portal/domain/schemas/signing';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { users } from '../../db/schema/users.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { issueToken } from '../accounts/one-time-tokens.js';
import { findUserByEmail } from '../accounts/users.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { staffTransaction } from '../staff/application-file.js';

export const GUEST_LINK_LIFETIME_MINUTES = 7 * 24 * 60;
export const NO_FREE_BOX_MESSAGE = 'Everyone this document names already has a signer.';
export const ALREADY_SIGNER_MESSAGE = 'This person already signs this document.';

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1
    ? { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1) ?? '' }
    : { firstName: name.trim(), lastName: '' };
}

/**
 * POST /api/staff/applications/{id}/guest-signers/: a signer without an account (a guarantor who never
 * registered, say) takes the first free box of the document, preferably the one naming their e-mail, and
 * is e-mailed a single-use link that signs them in as a guest who can only sign.
 */
export async function addGuestSigner(
  context: AppContext,
  session: AuthenticatedSession,
  transactionId: number,
  request: GuestSignerRequest,
  origin: string,
) {
  const { db, clock } = context;
  const { transaction, community } = await staffTransaction(context, session, transactionId);
  const [document] = await db
    .select()
    .from(leaseDocuments)
    .where(and(eq(leaseDocuments.id, request.document_id), eq(leaseDocuments.transactionId, transaction.id)));
  if (!document) throw notFound('We could not find that document.');
  if (document.status !== 'sent')
    throw new AppError('Conflict', 'Only a document out for signature takes signers.');
  const email = request.email.toLowerCase();
  const taken = await db.select().from(documentSigners).where(eq(documentSigners.documentId, document.id));
  const user =
    (await findUserByEmail(db, community.id, email)) ??
    (await db
      .insert(users)
      .values({ communityId: community.id, email, ...splitName(request.name) })
      .returning()
      .then((rows) => rows[0]));
  if (!user) throw new Error('The guest signer was not stored');
  if (taken.some((signer) => signer.userId === user.id))
    throw new AppError('Conflict', ALREADY_SIGNER_MESSAGE);
  const free = document.signatureBoxes
    .map((box, index) => ({ box, index }))
    .filter(({ index }) => !taken.some((signer) => signer.boxIndex === index));
  const chosen = free.find(({ box }) => box.email?.toLowerCase() === email) ?? free[0];
  if (!chosen) throw new AppError('Conflict', NO_FREE_BOX_MESSAGE);
  const now = clock.now();
  const signer = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documentSigners)
      .values({
        documentId: document.id,
        userId: user.id,
        applicantId: null,
        boxIndex: chosen.index,
        roleLabel: chosen.box.role_label,
        name: request.name,
        email,
        sentAt: now,
      })
      .returning();
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      subjectUserId: user.id,
      transactionId: transaction.id,
      action: 'document.guest_signer_added',
      details: { document_id: document.id, name: request.name },
      createdAt: now,
    });
    return row;
  });
  if (!signer) throw new Error('The guest signer was not stored');
  const { token } = await issueToken(db, clock, {
    purpose: 'guest_sign',
    userId: user.id,
    communityId: community.id,
    lifetimeMinutes: GUEST_LINK_LIFETIME_MINUTES,
    createdByUserId: session.userId,
    payload: { transaction_id: transaction.id },
  });
  await context.mailer.send({
    communityId: community.id,
    fromName: community.displayName,
    to: email,
    subject: `Please sign: ${document.name}`,
    text: [
      `Hi ${request.name},`,
      '',
      `${community.displayName} asks you to review and sign "${document.name}".`,
      'Open this link to sign (it works once, for 7 days):',
      `${origin}/${community.slug}/sign-request/${encodeURIComponent(token)}`,
    ].join('\n'),
  });
  return { id: signer.id, name: signer.name, email: signer.email, document_id: document.id };
}
