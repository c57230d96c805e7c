/** Spec part 1, lease routes: the pages of one lease, which My Leases and the Approved screen both link to. */
export function renewalOffersPath(community: string, leaseId: number): string {
  return `/${community}/lease/${leaseId}/renewal/lease-offers`;
}
