import { z } from 'zod';

export const LEASE_TERM_REQUIRED = 'Choose a lease term in months.';

/** `POST /api/leases/{id}/renewal/`. */
export const renewalOfferRequestSchema = z
  .object({
    lease_term: z
      .number({ error: LEASE_TERM_REQUIRED })
      .int(LEASE_TERM_REQUIRED)
      .positive(LEASE_TERM_REQUIRED)
      .max(36, LEASE_TERM_REQUIRED),
  })
  .strict();
export type RenewalOfferRequest = z.infer<typeof renewalOfferRequestSchema>;

const cents = z.number().int();

export const renewalMonthlyItemSchema = z.object({
  name: z.string(),
  amount: cents.describe('Cents'),
  tax: cents.describe('Cents'),
});

/** One renewal offer: the new lease's term, dates and money, and the rent today to compare with. */
export const renewalOfferSchema = z.object({
  lease_term: z.number().int().describe('Months'),
  monthly_rent: cents.describe('Cents: the rent the renewal offers'),
  current_monthly_rent: cents.describe("Cents: the current lease's rent"),
  rent_increase_basis_points: z
    .number()
    .int()
    .describe('The change of rent in hundredths of a percent of the current rent (300 is +3 %)'),
  monthly_items: z
    .array(renewalMonthlyItemSchema)
    .describe('A full month of the renewal: rent, then the current monthly items at current prices'),
  total_fees_per_month: cents.describe('Cents: every monthly item with its tax'),
  current_total_per_month: cents.describe("Cents: the current lease's month, every item with its tax"),
  lease_start_date: z.iso.date().describe('The day after the current lease ends'),
  lease_end_date: z.iso.date(),
});
export type RenewalOffer = z.infer<typeof renewalOfferSchema>;

export const renewalClosedReasons = [
  'self_service_off',
  'not_current',
  'not_open_yet',
  'lease_ended',
  'no_offers',
] as const;

/** `GET /api/leases/{id}/renewal-offers/`: every offer open today, or why none is. */
export const renewalOffersSchema = z.object({
  lease_id: z.number().int(),
  closed_reason: z
    .enum(renewalClosedReasons)
    .nullable()
    .describe('Null while offers are open: inside the offer window, self-service renewals on'),
  opens_on: z.iso.date().nullable().describe('The first day of the offer window; null without one'),
  office_phone: z.string().describe("The community's phone, for a renewal the page cannot offer"),
  offers: z.array(renewalOfferSchema).describe('One per renewal term; empty while closed'),
  open_renewal: z
    .object({ id: z.number().int(), status: z.number().int(), lease_term: z.number().int().nullable() })
    .nullable()
    .describe('The renewal already requested and not yet finished or declined, if any'),
});
export type RenewalOffers = z.infer<typeof renewalOffersSchema>;

export const RENEWAL_DECIDED_ELSEWHERE_MESSAGE =
  'A renewal is approved or declined with the renewal decision.';

/** `POST /api/staff/renewals/{id}/decision/`: approve, or decline with the reason the resident is told. */
export const RENEWAL_DECLINE_REASON_REQUIRED = 'Write down why the renewal is declined.';
export const renewalDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve'), reason: z.string().trim().max(2000).optional() }),
    z.object({
      decision: z.literal('decline'),
      reason: z
        .string({ error: RENEWAL_DECLINE_REASON_REQUIRED })
        .trim()
        .min(1, RENEWAL_DECLINE_REASON_REQUIRED)
        .max(2000, 'Please keep this under 2000 characters.'),
    }),
  ],
  { error: 'Choose approve or decline.' },
);
export type RenewalDecision = z.infer<typeof renewalDecisionSchema>;

export const renewalDecisionOutcomeSchema = z.object({
  transaction_id: z.number().int(),
  decision: z.enum(['approve', 'decline']),
  status: z.number().int(),
});
