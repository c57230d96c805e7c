import type { AdminUnit, AdminUnits, ScheduledPrice, UnitChange } from '@portal/domain/schemas/admin-units';
import type { FileLineError } from '@portal/domain/schemas/api-error';
import type { UnitDefinition } from '@portal/domain/schemas/community-definition';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiRequestError } from '@/lib/api-client';
import { adminCommunitiesQueryKey, communityQueryKey } from './admin-communities';
import { rawApiRequest } from './raw-request';
import { useRereadingMutation } from './rereading-mutation';

// The units sit under the community's own read, so a change to a unit reads the community, its history and
// its units again.
const unitsQueryKey = (slug: string) => [...communityQueryKey(slug), 'units'] as const;
const unitsPath = (slug: string) => `/api/admin/communities/${encodeURIComponent(slug)}/units` as const;
const unitPath = (slug: string, unitNumber: string) =>
  `${unitsPath(slug)}/${encodeURIComponent(unitNumber)}` as const;

/** GET /api/admin/communities/{slug}/units/: every unit, deactivated ones too, with its price changes ahead. */
export function adminUnitsQuery(slug: string) {
  return queryOptions({
    queryKey: unitsQueryKey(slug),
    queryFn: ({ signal }) => apiRequest<AdminUnits>(`${unitsPath(slug)}/`, { signal }),
  });
}

export function useAdminUnits(slug: string) {
  return useQuery(adminUnitsQuery(slug));
}

/** Where the units file downloads from: GET …/units/export/ (a plain link; the session cookie goes with it). */
export const unitsExportPath = (slug: string) => `${unitsPath(slug)}/export/`;

/**
 * A change to the community's units. Whatever the answer, the community's reads (its units, the whole
 * community and its history, the list of communities with their unit counts) are read again, and the
 * call settles once they are: the table shows what is true when the form says it is done.
 */
function useUnitsChange<Variables, Result>(
  slug: string,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  return useRereadingMutation([communityQueryKey(slug), adminCommunitiesQueryKey], mutationFn);
}

/** POST …/units/: a new unit (400 `errors.unit_number` when the number is taken). */
export function useAddUnit(slug: string) {
  return useUnitsChange(slug, (unit: UnitDefinition) =>
    apiRequest<AdminUnit>(`${unitsPath(slug)}/`, { method: 'POST', body: unit }),
  );
}

/** PATCH …/units/{unit_number}/: any fields, or `active` to deactivate (false) or reactivate (true). */
export function useChangeUnit(slug: string) {
  return useUnitsChange(slug, ({ unitNumber, change }: { unitNumber: string; change: UnitChange }) =>
    apiRequest<AdminUnit>(`${unitPath(slug, unitNumber)}/`, { method: 'PATCH', body: change }),
  );
}

/** DELETE …/units/{unit_number}/: only a unit no application or lease names (409 otherwise). */
export function useDeleteUnit(slug: string) {
  return useUnitsChange(slug, (unitNumber: string) =>
    apiRequest<undefined>(`${unitPath(slug, unitNumber)}/`, { method: 'DELETE' }),
  );
}

/** POST …/units/{unit_number}/price-changes/: the base rent from a day after today. */
export function useSchedulePriceChange(slug: string) {
  return useUnitsChange(slug, ({ unitNumber, price }: { unitNumber: string; price: ScheduledPrice }) =>
    apiRequest<AdminUnit>(`${unitPath(slug, unitNumber)}/price-changes/`, { method: 'POST', body: price }),
  );
}

/** DELETE …/units/{unit_number}/price-changes/{id}/: a change that has not taken effect. */
export function useCancelPriceChange(slug: string) {
  return useUnitsChange(slug, ({ unitNumber, id }: { unitNumber: string; id: number }) =>
    apiRequest<undefined>(`${unitPath(slug, unitNumber)}/price-changes/${id}/`, { method: 'DELETE' }),
  );
}

export interface UnitsImported {
  created: number;
  updated: number;
}

/** POST …/units/import/: the CSV file's text as it is (text/csv), all or nothing. */
export function useImportUnits(slug: string) {
  return useUnitsChange(slug, async (csv: string) => {
    const response = await rawApiRequest(`${unitsPath(slug)}/import/`, {
      method: 'POST',
      body: csv,
      contentType: 'text/csv',
      accept: 'application/json',
    });
    return (await response.json()) as UnitsImported;
  });
}

/** The wrong lines of a refused units file (a 400 whose `errors` is a list), or none. */
export function fileLineErrors(error: unknown): FileLineError[] {
  const errors = isApiRequestError(error) && error.status === 400 ? error.body?.errors : undefined;
  return Array.isArray(errors) ? errors : [];
}
