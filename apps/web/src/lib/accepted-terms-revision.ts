import { readStored, removeStored } from './browser-storage';

/**
 * Where the terms page (`/terms?registered=true`) leaves the revision the user accepted for the account
 * page, which sends it with the save that completes the account set up (spec §4 "Account"). Per tab, and
 * gone when the tab closes.
 */
export const ACCEPTED_TERMS_REVISION_KEY = 'portal.acceptedTermsRevision';

/** Remembers the accepted revision for this tab. Storage can be unavailable (private modes): then false. */
export function rememberAcceptedTermsRevision(revisionId: string, storage?: Storage): boolean {
  try {
    (storage ?? window.sessionStorage).setItem(ACCEPTED_TERMS_REVISION_KEY, revisionId);
    return true;
  } catch {
    return false;
  }
}

/** The platform terms revision the user accepted in this tab and has not saved to the account yet. */
export function acceptedTermsRevisionInTab(): string | null {
  const revision = readStored('sessionStorage', ACCEPTED_TERMS_REVISION_KEY)?.trim();
  return revision ? revision : null;
}

export function forgetAcceptedTermsRevision(): void {
  removeStored('sessionStorage', ACCEPTED_TERMS_REVISION_KEY);
}

/**
 * The revision to send with the save that completes the account set up, or null when the user still has
 * to accept the terms (spec §4 "Account": redirect to the terms first).
 */
export function termsRevisionForSetup(
  profile: { completed_account_setup: boolean; accepted_terms_revision: string | null },
  acceptedInTab: string | null,
): string | null {
  if (profile.completed_account_setup) return profile.accepted_terms_revision;
  return acceptedInTab ?? profile.accepted_terms_revision;
}
