import type { SessionSummary } from '@portal/domain/schemas/session';

/**
 * Where the terms page leaves the accepted revision for the account page, which sends it with the save
 * that completes the account set up (spec §4 "Account"). Per tab, and gone when the tab closes.
 */
export const ACCEPTED_TERMS_REVISION_KEY = 'portal.acceptedTermsRevision';

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

/** Remembers the accepted revision for this tab. Storage can be unavailable (private modes): then false. */
export function rememberAcceptedTermsRevision(revisionId: string, storage?: Storage): boolean {
  try {
    (storage ?? window.sessionStorage).setItem(ACCEPTED_TERMS_REVISION_KEY, revisionId);
    return true;
  } catch {
    return false;
  }
}
