import { readStored, removeStored, writeStored } from '@/lib/browser-storage';

/**
 * Spec part 2 §7: the link token is kept in local storage, so that Plaid Link can be opened again with it
 * when a bank's own sign-in page (OAuth) sends the applicant back to the portal's redirect page, which
 * then returns them to the page the link started from.
 */
export interface PendingPlaidLink {
  token: string;
  /** The income page (path and query) the link was opened from. */
  returnTo: string;
}

const STORAGE_KEY = 'portal.plaidLink';

/** The one fixed page Plaid sends the applicant back to (PLAID_REDIRECT_URI names it, see docs/api.md). */
export const PLAID_OAUTH_RETURN_PATH = '/plaid-oauth';

export function rememberPlaidLink(link: PendingPlaidLink): void {
  writeStored('localStorage', STORAGE_KEY, JSON.stringify(link));
}

export function forgetPlaidLink(): void {
  removeStored('localStorage', STORAGE_KEY);
}

export function pendingPlaidLink(): PendingPlaidLink | null {
  try {
    const value: unknown = JSON.parse(readStored('localStorage', STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { token, returnTo } = value as Record<string, unknown>;
    // Only a page of ours: the stored value must never send the applicant elsewhere.
    if (typeof token !== 'string' || typeof returnTo !== 'string' || !/^\/(?!\/)/.test(returnTo)) return null;
    return { token, returnTo };
  } catch {
    return null;
  }
}

/**
 * The Plaid Link to open again on arriving at `returnTo` from the redirect page (its navigation state
 * carries the address Plaid sent the applicant back to), or null.
 */
export function resumedPlaidLink(
  currentPath: string,
  navigationState: unknown,
):
  | (PendingPlaidLink & {
      receivedRedirectUri: string;
    })
  | null {
  const receivedRedirectUri = (navigationState as { plaidRedirectUri?: unknown } | null)?.plaidRedirectUri;
  const pending = pendingPlaidLink();
  if (typeof receivedRedirectUri !== 'string' || !pending || pending.returnTo !== currentPath) return null;
  return { ...pending, receivedRedirectUri };
}
