import type { GuestSigning } from '@portal/domain/schemas/signing';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const guestSigningQueryKey = ['signing', 'guest'] as const;

/** `GET /api/guest-signing/`: a guest session's own documents (docs/api.md, "Guests and verification"). */
export function useGuestSigning() {
  return useQuery({
    queryKey: guestSigningQueryKey,
    queryFn: ({ signal }) => apiRequest<GuestSigning>('/api/guest-signing/', { signal }),
  });
}
