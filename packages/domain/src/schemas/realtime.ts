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

/** What the server sends on the socket, each with the transaction it concerns. */
export interface RealtimeEvents {
  'transaction.updated': { transaction_id: number; status: number; steps: number[] };
  'documents.updated': {
    transaction_id: number;
    document_id: number;
    status: 'sent' | 'voided' | 'signed' | 'sealed';
  };
  'income.report_ready': { transaction_id: number; applicant_id: number };
  'payment.updated': { transaction_id: number; payment_id: number; status: 'paid' | 'returned' };
  'identity.updated': { transaction_id: number; applicant_id: number; status: 'approved' | 'rejected' };
  /** To staff, in their company's room. */
  'application.submitted': { transaction_id: number; status: number };
  'application.updated': { transaction_id: number; status: number };
  /** The session ended or its rights changed: get a new token, or go to login. */
  'force-reconnect': undefined;
}
export type RealtimeEventName = keyof RealtimeEvents;
