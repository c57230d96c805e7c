import type { AvailableUnit, AvailableUnitList } from '@portal/domain/schemas/units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const unitsQueryKey = (community: string) => ['journey', 'units', community] as const;

/** GET /api/communities/{slug}/units/: the units open for applications. */
export async function getAvailableUnits(community: string, signal?: AbortSignal): Promise<AvailableUnit[]> {
  const path = `/api/communities/${encodeURIComponent(community)}/units/` as const;
  return (await apiRequest<AvailableUnitList>(path, signal ? { signal } : {})).units;
}

export function useAvailableUnits(community: string) {
  return useQuery(
    queryOptions({
      queryKey: unitsQueryKey(community),
      queryFn: ({ signal }) => getAvailableUnits(community, signal),
      staleTime: 30_000,
    }),
  );
}
