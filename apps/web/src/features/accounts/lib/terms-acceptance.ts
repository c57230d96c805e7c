import { readStored, removeStored } from '../../../lib/browser-storage';

/** Set by the terms page (`/terms?registered=true`) when the user accepts the platform terms. */
export const ACCEPTED_TERMS_REVISION_KEY = 'portal.acceptedTermsRevision';

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
