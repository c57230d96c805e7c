import { z } from 'zod';

const cents = z.number().int();
const isoDate = z.iso.date();

/** A payment the caller's bank sent back, as the outstanding-balance page explains it. */
export const returnedPaymentSchema = z.object({
  id: z.number().int(),
  amount: cents,
  paid_on: isoDate,
  returned_on: isoDate,
  return_code: z.string().describe('The ACH return code, such as R01 (insufficient funds)'),
  method: z
    .object({
      id: z.number().int().describe('The saved method, which cannot pay the balance'),
      kind: z.enum(['card', 'bank']),
      brand: z.string(),
      last4: z.string(),
      label: z.string().describe('"Chase account ending in 6789", as the saved method is named'),
    })
    .nullable()
    .describe('The account it was drawn on: its last four digits only'),
});
export type ReturnedPayment = z.infer<typeof returnedPaymentSchema>;

/** GET /api/transaction/{id}/outstanding-balance/: what the caller owes again, and why. */
export const outstandingBalanceSchema = z.object({
  amount: cents.describe("The caller's balance to pay now, computed by the server; 0 when nothing is owed"),
  line_items: z.array(z.object({ name: z.string(), category: z.number().int(), amount: cents })),
  returned_payments: z.array(returnedPaymentSchema),
  on_hold: z
    .boolean()
    .describe(
      'Whether the application waits at the outstanding-balance step (for anyone’s returned payment)',
    ),
});
export type OutstandingBalance = z.infer<typeof outstandingBalanceSchema>;
