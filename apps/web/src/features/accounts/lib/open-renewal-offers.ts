import type { QueryClient } from '@tanstack/react-query';
import { myLeasesQuery } from '@/features/leases/api/my-leases';
import { renewalOffersPath } from '@/lib/lease-paths';
import { renewalOffersOpen } from '@/shared/lease/renewal-window';

/**
 * The renewal offers page of the caller's current lease whose offers are open (self-service renewals on,
 * the offer window reached), or null: none, or the leases could not be read.
 */
export async function openRenewalOffers(queryClient: QueryClient, community: string): Promise<string | null> {
  try {
    const { results } = await queryClient.fetchQuery(myLeasesQuery());
    const renewing = results.find((lease) => lease.enable_self_service_renewals && renewalOffersOpen(lease));
    return renewing ? renewalOffersPath(community, renewing.id) : null;
  } catch {
    return null;
  }
}
