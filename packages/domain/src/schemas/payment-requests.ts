import { z } from 'zod';
import { MAX_RECORD_ID } from './record-id.js';

export const ROUTING_NUMBER_MESSAGE = 'Enter a valid 9-digit routing number.';
export const ACCOUNT_NUMBER_MESSAGE = 'Enter a valid account number (4 to 17 digits).';
export const DEPOSIT_AMOUNTS_MESSAGE = 'Enter the two deposit amounts in cents, each from 1 to 99.';
export const CHOOSE_PAYMENT_METHOD_MESSAGE = 'Choose a saved card or bank account to pay with.';
export const PAYMENT_INTENT_MESSAGE =
  'Send the payment_intent_id of the payment prepared with POST …/payments/intents/create/.';

/**
 * POST /api/transaction/{id}/payments/bank-accounts/: a bank account for ACH payments. The routing number's
 * checksum and the account number's digits are the server's to check (it answers under the same fields).
 */
export const bankAccountInputSchema = z.object({
  owner_name: z.string().trim().min(1, 'Enter the name on the account.').max(100, 'Exceeds 100 characters'),
  routing_number: z.string({ error: ROUTING_NUMBER_MESSAGE }).trim().max(20, ROUTING_NUMBER_MESSAGE),
  account_number: z.string({ error: ACCOUNT_NUMBER_MESSAGE }).trim().max(20, ACCOUNT_NUMBER_MESSAGE),
});
export type BankAccountInput = z.infer<typeof bankAccountInputSchema>;

/** One of the two micro-deposits, in cents. */
export const depositCentsSchema = z
  .number({ error: DEPOSIT_AMOUNTS_MESSAGE })
  .int(DEPOSIT_AMOUNTS_MESSAGE)
  .min(1, DEPOSIT_AMOUNTS_MESSAGE)
  .max(99, DEPOSIT_AMOUNTS_MESSAGE);

/** POST …/payments/methods/{id}/verify/: the two micro-deposits as the bank statement shows them. */
export const bankVerificationSchema = z.object({
  amounts: z.tuple([depositCentsSchema, depositCentsSchema], { error: DEPOSIT_AMOUNTS_MESSAGE }),
});
export type BankVerification = z.infer<typeof bankVerificationSchema>;

/**
 * POST /api/transaction/{id}/payment: pay the prepared intent (what the server says is due) with a saved
 * method. Loose: a field the server ignores (an amount, say) still makes a different request for the
 * Idempotency-Key.
 */
export const paymentRequestSchema = z.looseObject({
  payment_method_id: z.number({ error: CHOOSE_PAYMENT_METHOD_MESSAGE }).int().positive().max(MAX_RECORD_ID),
  payment_intent_id: z.string({ error: PAYMENT_INTENT_MESSAGE }).min(1, PAYMENT_INTENT_MESSAGE).max(255),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
