import { z } from 'zod';
import { breakdownGroupSchema } from '../pricing/breakdown-item.js';

const cents = z.number().int();

/** GET /api/transaction/{id}/payment-details/: the move-in charges (pricing rules, "What is due when"). */
export const paymentDetailsSchema = z.object({
  move_in_date: z.iso.date(),
  first_month: breakdownGroupSchema.describe('The move-in month, prorated, with tax and concessions'),
  deposits: breakdownGroupSchema,
  one_time_fees: breakdownGroupSchema.describe('One-time fees not paid yet'),
  credits: z
    .array(z.object({ name: z.string(), category: z.number().int(), amount: cents }))
    .describe('Paid already and taken off the total: the holding deposit'),
  total: cents.describe('Due at move-in: first month with tax + deposits + unpaid one-time fees − credits'),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;
