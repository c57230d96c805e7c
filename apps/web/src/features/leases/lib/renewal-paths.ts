/** Spec part 1, lease routes: the renewal offers of one lease. */
export function renewalOffersPath(community: string, leaseId: number): string {
  return `/${community}/lease/${leaseId}/renewal/lease-offers`;
}
