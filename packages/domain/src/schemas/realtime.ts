import { z } from 'zod';

/** Where the realtime socket is served, on the API's own HTTP server (issue 20). */
export const REALTIME_PATH = '/api/realtime/';

/** GET /api/realtime-token/: opens the realtime socket (`auth: { token }`) until `expires_at`. */
export const realtimeTokenSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
});
export type RealtimeToken = z.infer<typeof realtimeTokenSchema>;

/** Spec part 1 §8: the socket's connection errors. */
export const REALTIME_TOKEN_EXPIRED = 'Token expired';
export const REALTIME_AUTHENTICATION_ERROR = 'Authentication error';
