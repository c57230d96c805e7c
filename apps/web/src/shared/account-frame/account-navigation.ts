/**
 * Where the account page goes after a successful save (spec §4 "Account"). Only the save that completes
 * the account set up leaves the page: to `next` (a safe path the visitor was on their way to, such as
 * applying for a unit) or else the community home. Later saves stay on the page. Returns null to stay.
 */
export function pathAfterAccountSave(
  community: string,
  { completedSetup, next = null }: { completedSetup: boolean; next?: string | null },
) {
  if (!completedSetup) return null;
  return next ?? `/${community}`;
}

/** Carries a safe `next` path along to another page as its `?next=` (first or further parameter). */
export function withNext(path: string, next: string | null): string {
  if (!next) return path;
  return `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}`;
}
