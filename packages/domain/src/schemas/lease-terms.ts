import { z } from 'zod';
import { breakdownItemSchema } from '../pricing/breakdown-item.js';
import { selectedRentalOptionInputSchema } from './lease-transaction.js';
import { recordIdSchema } from './record-id.js';

const isoDate = z.iso.date({ error: 'Enter a valid date' });

export const moveInWindowSchema = z.object({ earliest: isoDate, latest: isoDate });

/** POST /api/transaction/{id}/available-lease-terms/: each term with the unit's rent, and the move-in window. */
export const availableLeaseTermsSchema = z.object({
  lease_terms: z.array(
    z.object({
      lease_term: z.number().int(),
      monthly_rent: z.number().int(),
      lease_end_date: isoDate.nullable(),
    }),
  ),
  move_in_window: moveInWindowSchema.nullable(),
});
export type AvailableLeaseTerms = z.infer<typeof availableLeaseTermsSchema>;

export const quoteRequestSchema = z.object({
  transaction_id: recordIdSchema,
  unit_id: recordIdSchema,
  lease_term: z.number().int().positive().max(60),
  move_in_date: isoDate,
  rental_options: z.array(selectedRentalOptionInputSchema).max(30).default([]),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

/** The flat monthly quote; the quote section hides when it has errors or a 0 total or base rent. */
export const quoteSchema = z.object({
  total: z.number().int(),
  base_rent: z.number().int(),
  items_breakdown: z.array(breakdownItemSchema),
  errors: z.array(z.string()),
});
export type Quote = z.infer<typeof quoteSchema>;
