import { z } from 'zod';
import { OTHER_TEXT_REQUIRED_MESSAGE, OTHER_VACATE_REASON } from '../leases/notice-to-vacate.js';
import { applicantAddressSchema } from './lease-transaction.js';
import { MAX_RECORD_ID } from './record-id.js';

export const vacateReasonsQuerySchema = z.object({
  lease_id: z.coerce.number().int().positive().max(MAX_RECORD_ID),
});

/** `GET /api/vacate-reasons/?lease_id=`: the community's reasons, and the notice period of that lease. */
export const vacateReasonsSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), label: z.string() })),
  notice_to_vacate_days: z.number().int().describe("The community's notice period in days"),
  earliest_move_out_date: z.iso.date().describe("Today (community's time zone) plus the notice period"),
});
export type VacateReasons = z.infer<typeof vacateReasonsSchema>;

export const forwardingAddressSchema = applicantAddressSchema;

/** `POST /api/leases/{id}/notice-to-vacate/`. */
export const noticeToVacateRequestSchema = z
  .object({
    move_out_date: z.iso.date({ error: 'Enter a valid move-out date' }),
    reasons: z
      .array(z.string().trim().min(1).max(100))
      .min(1, 'Choose at least one reason for moving out')
      .max(20),
    other: z.string().trim().max(255, 'Exceeds 255 characters').nullish(),
    forwarding_address: forwardingAddressSchema,
  })
  .strict()
  .superRefine((notice, context) => {
    if (notice.reasons.includes(OTHER_VACATE_REASON) && !notice.other) {
      context.addIssue({ code: 'custom', path: ['other'], message: OTHER_TEXT_REQUIRED_MESSAGE });
    }
  });
export type NoticeToVacateRequest = z.infer<typeof noticeToVacateRequestSchema>;

/** Where a notice stands, from the transaction's status. */
export const noticeStates = ['given', 'accepted', 'declined', 'withdrawn'] as const;
export type NoticeState = (typeof noticeStates)[number];

/** The type-40 transaction of a notice to vacate. */
export const noticeToVacateSchema = z.object({
  id: z.number().int().describe('The lease transaction (type 40)'),
  type: z.literal(40),
  status: z
    .number()
    .int()
    .describe('Submitted 7 given, Approved 10 accepted, Denied 15, Cancelled 20 withdrawn'),
  state: z.enum(noticeStates),
  lease_id: z.number().int(),
  move_out_date: z.iso.date(),
  reasons: z.array(z.string()),
  other: z.string().nullable(),
  forwarding_address: z.object({
    address_street: z.string(),
    address_line_2: z.string().nullable(),
    address_city: z.string(),
    address_state: z.string(),
    address_postal_code: z.string(),
  }),
  requires_signature: z.boolean().describe('Every adult resident signs the notice (the community setting)'),
  is_signed: z.boolean().describe('Everyone has signed (step 220), or no signature is asked'),
  decline_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type NoticeToVacate = z.infer<typeof noticeToVacateSchema>;

/** Staff on a notice: accept it, or decline it with a reason. */
export const noticeDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('accept') }).strict(),
  z
    .object({
      decision: z.literal('decline'),
      reason: z.string().trim().min(1, 'Give a reason for declining the notice').max(1000),
    })
    .strict(),
]);
export type NoticeDecision = z.infer<typeof noticeDecisionSchema>;
