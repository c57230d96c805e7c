import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/**
 * A route's `handle` naming the reads its signed-in page starts with: app/route-preload.ts starts them with
 * the page's chunks when a session is held, instead of after the layouts above the page have rendered.
 */
export interface SignedInReadsHandle {
  signedInReads: (queryClient: QueryClient, params: Params) => void;
}
