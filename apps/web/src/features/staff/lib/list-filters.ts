import { isApplicationStatus } from '@portal/domain/constants/application-status';

/**
 * The list's filters as the address and the API spell them; an absent filter shows everything. A page is
 * a cursor from the list's Next or Previous (`after`, `before`), which carries its number; `page` is for
 * an address typed by hand.
 */
export interface ApplicationListFilters {
  community?: string;
  status?: number;
  q?: string;
  page: number;
  after?: string;
  before?: string;
}

/** The list's filters from the address; anything malformed there is simply not applied. */
export function filtersFromSearch(search: URLSearchParams): ApplicationListFilters {
  const status = Number(search.get('status') ?? Number.NaN);
  const page = Number(search.get('page') ?? 1);
  const community = search.get('community')?.trim();
  const q = search.get('q')?.trim();
  const after = search.get('after');
  const before = search.get('before');
  return {
    ...(community ? { community } : {}),
    ...(isApplicationStatus(status) ? { status } : {}),
    ...(q ? { q } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(after ? { after } : before ? { before } : {}),
  };
}

/**
 * The query string for `filters`, in the address and to the API: only what is set, page 1 unnumbered, and
 * a cursor in place of a page number.
 */
export function searchFromFilters({
  community,
  status,
  q,
  page,
  after,
  before,
}: ApplicationListFilters): string {
  const search = new URLSearchParams();
  if (community) search.set('community', community);
  if (status !== undefined) search.set('status', String(status));
  if (q) search.set('q', q);
  if (after) search.set('after', after);
  else if (before) search.set('before', before);
  else if (page > 1) search.set('page', String(page));
  return search.toString();
}
