import { randomInt } from 'node:crypto';
import { ESignatureProviderType } from '@portal/domain/constants/esignature-providers';
import type { ESignConfig } from '@portal/domain/schemas/signing';
import type { AppContext } from '../../app-context.js';
import { esignSessions } from '../../db/schema/lease-documents.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { minutesAfter } from '../../lib/clock.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { findStaffMember } from '../staff/staff-member.js';
import { signerRows } from './signer-documents.js';
import { signingTransaction } from './signing-access.js';

export const CEREMONY_LIFETIME_MINUTES = 30;
/** Staff signed in as the person sign for them only with the permission to (the fixture's flag). */
async function assertMaySign(context: AppContext, session: AuthenticatedSession): Promise<void> {
  if (session.kind !== 'impersonated' || session.impersonatorUserId === null) return;
  const staff = await findStaffMember(context.db, session.impersonatorUserId);
  if (!staff?.canSignDocumentsWhileWormholed) {
    throw new AppError('PermissionDenied', 'no_signing_while_impersonating');
  }
}

/** The caller's own document to sign. */
async function documentToSign(
  context: AppContext,
  session: AuthenticatedSession,
  transactionId: number,
  documentId: number,
) {
  const { community } = await signingTransaction(context.db, transactionId, session.userId);
  const rows = await signerRows(context.db, transactionId, session.userId);
  const row = rows.find(({ document }) => document.id === documentId);
  if (!row) throw notFound('document_not_found');
  if (row.document.status === 'voided') throw new AppError('Conflict', 'document_voided');
  if (row.signer.signedAt) throw new AppError('Conflict', 'document_already_signed');
  return { community, ...row };
}

/**
 * Opens a signing ceremony for the caller's document: hosted (20) or embedded with a security PIN (30),
 * as the community chose. The ceremony's address carries a fresh 30-minute credential.
 */
export async function esignConfig(
  context: AppContext,
  session: AuthenticatedSession,
  transactionId: number,
  documentId: number,
): Promise<ESignConfig> {
  await assertMaySign(context, session);
  const { community, signer } = await documentToSign(context, session, transactionId, documentId);
  const embedded = community.settings.esign_provider_type === ESignatureProviderType.Embedded;
  const token = generateToken();
  const securityPin = embedded ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
  const now = context.clock.now();
  await context.db.insert(esignSessions).values({
    tokenHash: hashToken(token),
    signerId: signer.id,
    mode: embedded ? 'embedded' : 'hosted',
    securityPinHash: securityPin ? hashToken(securityPin) : null,
    impersonatorUserId: session.kind === 'impersonated' ? session.impersonatorUserId : null,
    createdAt: now,
    expiresAt: minutesAfter(now, CEREMONY_LIFETIME_MINUTES),
  });
  const url = `/${community.slug}/esign/${token}`;
  if (securityPin === null) return { type: ESignatureProviderType.Hosted, data: { url } };
  return {
    type: ESignatureProviderType.Embedded,
    data: { url, signer_id: String(signer.id), security_pin: securityPin },
  };
}
