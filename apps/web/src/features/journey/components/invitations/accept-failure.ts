import type { Invitation } from '@/features/journey/api/invitations';
import { isApiRequestError } from '@/lib/api-client';

/** Why accepting an invitation did not work, as the invitations page explains it. */
export type AcceptFailure =
  /** Taken back, accepted already or never this user's: the API answers 404 for all alike. */
  | { kind: 'gone' }
  /** The user is on that application already (409): the API says so, and the application is one click away. */
  | { kind: 'alreadyOn'; message: string; transactionId: number }
  | { kind: 'unexpected' };

export function describeAcceptFailure(error: unknown, invitation: Invitation): AcceptFailure {
  if (isApiRequestError(error) && error.status === 404) return { kind: 'gone' };
  if (isApiRequestError(error) && error.status === 409 && error.body?.message) {
    return { kind: 'alreadyOn', message: error.body.message, transactionId: invitation.lease_transaction_id };
  }
  return { kind: 'unexpected' };
}
