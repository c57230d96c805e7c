import type { SessionSummary } from '@portal/domain/schemas/session';

/**
 * `/terms?registered=true` asks a signed-in user who has not finished setting up their account to accept
 * the terms; everyone else just reads them. Guest signers have no account to set up.
 */
export function asksForTermsAcceptance(
  registeredParam: string | null,
  session: Pick<SessionSummary, 'kind' | 'user'> | null,
): boolean {
  return (
    registeredParam === 'true' &&
    session !== null &&
    session.kind !== 'guest' &&
    !session.user.completed_account_setup
  );
}
