import { z } from 'zod';

const cents = z.number().int();

/** A saved card or bank account of the caller's, as the payment method endpoints answer it. */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['card', 'bank']),
  brand: z.string().describe('Card brand (visa, mastercard …) or the bank name'),
  last4: z.string(),
  label: z
    .string()
    .describe('How the method is named to its owner: "Visa ending in 4242", "Chase account ending in 6789"'),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  status: z
    .number()
    .int()
    .nullable()
    .describe('Bank accounts: 10 Pending Verification, 20 Verified, 30 Failed Verification; cards: null'),
  owner_name: z.string().nullable(),
  verification_deadline: z.iso
    .datetime()
    .nullable()
    .describe('Bank accounts: confirm the two micro-deposits before this moment (10 days)'),
  verification_url: z
    .string()
    .nullable()
    .describe('Bank accounts pending verification: the call that confirms the two micro-deposits (0031)'),
  payment_method_token: z
    .string()
    .describe(
      "The processor's id of the method (Stripe pm_…), its owner's alone; never a card or account number",
    ),
  created_at: z.iso.datetime(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsSchema = z.object({ payment_methods: z.array(paymentMethodSchema) });
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

export const intentSchema = z.object({
  id: z.string().describe("The processor's intent id"),
  client_secret: z
    .string()
    .describe("For the processor's card form in the browser (Stripe.js, or the sandbox frame)"),
  status: z.enum(['requires_payment_method', 'requires_confirmation', 'processing', 'succeeded', 'canceled']),
  amount: cents.nullable(),
});

export const setupAnswerSchema = z.object({
  intent: intentSchema,
  processor: z.enum(['sandbox', 'stripe']),
  publishable_key: z.string().nullable().describe('Stripe only: for Stripe.js'),
  card_frame_url: z
    .string()
    .nullable()
    .describe("Sandbox only: the card form to frame; the app's own page never sees the card number"),
});
export type SetupAnswer = z.infer<typeof setupAnswerSchema>;

const paymentLineItemSchema = z.object({
  name: z.string(),
  category: z.number().int().describe('10 application fee, 20 holding deposit'),
  amount: cents,
  applicant: z.number().int().nullable(),
});

export const paymentIntentAnswerSchema = z.object({
  intent: intentSchema,
  amount: cents.describe('What the caller owes now, computed by the server'),
  line_items: z.array(paymentLineItemSchema),
});
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswerSchema>;

/** A screening fee paid, in its parts (adding up to the line's amount), for a receipt the law asks to itemize. */
const screeningFeePartsSchema = z.object({
  screening_agency: cents.describe("The screening agency's charge: an out-of-pocket cost"),
  processing_time: cents.describe(
    "The value of the time spent to obtain and process the applicant's information",
  ),
});

const receiptLineSchema = paymentLineItemSchema.extend({
  itemization: screeningFeePartsSchema
    .optional()
    .describe('A screening fee (category 10) where the law of the home asks its receipt to itemize it'),
});

/** POST /api/transaction/{id}/payment: the recorded charge, its receipt. */
export const paymentAnswerSchema = z.object({
  id: z.number().int(),
  status: z.literal('succeeded'),
  amount: cents,
  currency: z.string(),
  line_items: z.array(receiptLineSchema),
  itemized_by_law: z
    .object({
      law: z.string().describe('"California"'),
      cite: z.string().describe('"Cal. Civ. Code § 1950.6(d)"'),
    })
    .optional()
    .describe('The law that asks the screening fees of this receipt to be itemized; absent elsewhere'),
  payment_method_id: z.number().int().nullable(),
  created_at: z.iso.datetime(),
});
export type PaymentAnswer = z.infer<typeof paymentAnswerSchema>;
