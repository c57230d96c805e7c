import { createHmac, timingSafeEqual } from 'node:crypto';
import { type InvitedPerson, invitedRoles } from '@portal/domain/schemas/household';
import { MAX_RECORD_ID } from '@portal/domain/schemas/record-id';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { invitees } from '../../db/schema/lease-transactions.js';
import { notFound } from '../../lib/app-error.js';
import type { InviteeRow } from './invitee-fields.js';

type Keyed = Pick<AppContext, 'fileEncryptionKey'>;
type Addressed = Pick<InviteeRow, 'id' | 'email' | 'phoneNumber'>;

/**
 * Signed over the contact details too: once the household corrects a mistyped address, a link that went
 * to the wrong person stops showing anything.
 */
function signatureFor(context: Keyed, invitee: Addressed): string {
  // A key of its own, derived from the file key, so a link's signature reveals nothing about that key.
  const key = createHmac('sha256', context.fileEncryptionKey).update('invitation-link').digest();
  return createHmac('sha256', key)
    .update(`${invitee.id}:${invitee.email ?? ''}:${invitee.phoneNumber ?? ''}`)
    .digest('base64url');
}

/** The `invite` value of the link an invitation sends: only its addressee can have it. */
export function invitationLinkToken(context: Keyed, invitee: Addressed): string {
  return `${invitee.id}.${signatureFor(context, invitee)}`;
}

/**
 * The name and contact details the household gave of the person holding an invitation link, while the
 * invitation is open; a link altered, out of date or already used is a 404.
 */
export async function invitedPersonByLink(
  context: Pick<AppContext, 'db' | 'fileEncryptionKey'>,
  token: string,
): Promise<InvitedPerson> {
  const [, id, signature] = /^(\d{1,10})\.([\w-]{43})$/.exec(token) ?? [];
  if (!id || !signature || Number(id) > MAX_RECORD_ID) throw notFound('invitation_not_found');
  const [row] = await context.db
    .select()
    .from(invitees)
    .where(
      and(
        eq(invitees.id, Number(id)),
        inArray(invitees.role, [...invitedRoles]),
        isNull(invitees.joinedApplicantId),
      ),
    );
  const expected = Buffer.from(row ? signatureFor(context, row) : '');
  const given = Buffer.from(signature);
  if (!row || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw notFound('invitation_not_found');
  }
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone_number: row.phoneNumber,
  };
}
