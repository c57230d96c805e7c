import { type AvailableUnit, availableUnitSchema } from '@portal/domain/schemas/units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const unitsAnswerSchema = z
  .object({ units: z.array(availableUnitSchema) })
  .transform((answer) => answer.units);

export const unitsQueryKey = (community: string) => ['journey', 'units', community] as const;

/** GET /api/communities/{slug}/units/: the units open for applications. */
export function getAvailableUnits(community: string, signal?: AbortSignal): Promise<AvailableUnit[]> {
  return apiRequest(
    `/api/communities/${encodeURIComponent(community)}/units/`,
    unitsAnswerSchema,
    signal ? { signal } : {},
  );
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
