/**
 * Where the account page goes after a successful save (spec part 1 §4 "Account"): to `next` (a safe path
 * the visitor was on their way to, such as applying for a unit), else to the renewal offers of a lease
 * whose offers are open, else My Leases.
 */
export function pathAfterAccountSave(
  community: string,
  { next = null, renewalOffers = null }: { next?: string | null; renewalOffers?: string | null },
): string {
  return next ?? renewalOffers ?? `/${community}/my-leases`;
}

/** Carries a safe `next` path along to another page as its `?next=` (first or further parameter). */
export function withNext(path: string, next: string | null): string {
  if (!next) return path;
  return `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}`;
}
