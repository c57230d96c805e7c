import { z } from 'zod';
import { PaymentMethodKind } from '../constants/payment-method-kinds.js';

const cents = z.number().int();

/** One amount due at the Fees & Deposits step (pricing rules, "What is due when"). */
export const dueItemSchema = z.object({
  name: z.string(),
  amount: cents,
  /** Fee category: 10 application fee, 20 holding deposit. */
  category: z.number().int(),
});

/** GET /api/transaction/{id}/payment-options/: how the caller can pay and what they owe now (cents). */
export const paymentOptionsSchema = z.object({
  payment_method_kinds: z
    .array(z.enum([PaymentMethodKind.Card, PaymentMethodKind.NewBank]))
    .describe('Always card; new_bank (ACH) only when the company accepts bank payments from applicants'),
  accept_ach_payments_from_applicants: z.boolean(),
  due_now: z.object({
    items: z
      .array(dueItemSchema)
      .describe("The caller's own application fee; the holding deposit for the primary applicant"),
    total: cents,
    paid: cents,
    balance: cents.describe('total − paid, never below 0: what the caller pays now'),
  }),
  payment_terms_accepted: z
    .boolean()
    .describe('Whether the caller agreed to the current payment terms; paying needs it'),
  transaction_fees: z
    .object({ total: cents, allPaid: z.boolean() })
    .describe('Everything the household owes at this step, and whether all of it is paid'),
  unit_security_payment_choice: z
    .object({ security_deposit: cents, security_fee: cents })
    .nullable()
    .describe(
      "Where the community offers the deposit alternative: the unit's security deposit and the non-refundable fee in its place (0026)",
    ),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;
