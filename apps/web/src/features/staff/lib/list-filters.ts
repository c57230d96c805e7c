import { isApplicationStatus } from '@portal/domain/constants/application-status';

/** The list's filters as the address and the API spell them; an absent filter shows everything. */
export interface ApplicationListFilters {
  community?: string;
  status?: number;
  q?: string;
  page: number;
}

/** The list's filters from the address; anything malformed there is simply not applied. */
export function filtersFromSearch(search: URLSearchParams): ApplicationListFilters {
  const status = Number(search.get('status') ?? Number.NaN);
  const page = Number(search.get('page') ?? 1);
  const community = search.get('community')?.trim();
  const q = search.get('q')?.trim();
  return {
    ...(community ? { community } : {}),
    ...(isApplicationStatus(status) ? { status } : {}),
    ...(q ? { q } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for `filters`, in the address and to the API: only what is set, page 1 unnumbered. */
export function searchFromFilters({ community, status, q, page }: ApplicationListFilters): string {
  const search = new URLSearchParams();
  if (community) search.set('community', community);
  if (status !== undefined) search.set('status', String(status));
  if (q) search.set('q', q);
  if (page > 1) search.set('page', String(page));
  return search.toString();
}
