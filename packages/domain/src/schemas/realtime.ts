import { z } from 'zod';

/** GET /api/realtime-token/: opens the realtime socket (`auth: { token }`) until `expires_at`. */
export const realtimeTokenSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
});
export type RealtimeToken = z.infer<typeof realtimeTokenSchema>;
