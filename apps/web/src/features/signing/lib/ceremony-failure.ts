import { isApiRequestError } from '@/lib/api-client';

/** How the ceremony tells a failed call apart: each has its own message (en-signing: signing.ceremony). */
export type CeremonyFailure = 'alreadySigned' | 'expired' | 'wrongPin' | 'invalid' | 'retry';

export function ceremonyFailure(error: unknown): CeremonyFailure {
  if (!isApiRequestError(error)) return 'retry';
  switch (error.status) {
    case 409:
      return 'alreadySigned';
    case 404:
    case 410:
      return 'expired';
    case 403:
      return 'wrongPin';
    case 400:
      return 'invalid';
    default:
      return 'retry';
  }
}
