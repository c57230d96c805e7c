import { z } from 'zod';
import { recordIdSchema } from './record-id.js';

/** Where a lease stands: current until renewed, gone month-to-month, given notice on, or ended. */
export const leaseStatuses = ['current', 'renewed', 'month_to_month', 'notice_given', 'ended'] as const;
export type LeaseStatus = (typeof leaseStatuses)[number];

const cents = z.number().int();

/** `GET /api/lease/{id}/` (and each of `GET /api/leases/`): an executed lease as its residents read it. */
export const leaseSchema = z.object({
  id: z.number().int(),
  community: z.object({ slug: z.string(), display_name: z.string() }),
  unit: z.object({
    id: z.number().int(),
    unit_number: z.string(),
    layout: z.string(),
    building: z.object({
      name: z.string(),
      street_address: z.string(),
      city: z.string(),
      state: z.string(),
      postal_code: z.string(),
    }),
  }),
  residents: z
    .array(z.object({ name: z.string(), role: z.number().int().describe('The applicant role code') }))
    .describe('Everyone on the lease with an account, the primary resident first'),
  lease_start_date: z.iso.date(),
  lease_end_date: z.iso.date(),
  lease_term_months: z.number().int(),
  monthly_rent: cents.describe('Cents'),
  monthly_items: z.array(
    z.object({ name: z.string(), amount: cents.describe('Cents'), tax: cents.describe('Cents') }),
  ),
  total_per_month: cents.describe('Cents: every monthly item with its tax'),
  deposits_held: cents.describe('Cents'),
  enable_self_service_renewals: z.boolean(),
  status: z.enum(leaseStatuses),
  days_until_end: z
    .number()
    .int()
    .describe("Days from today (in the community's time zone) to the end date; negative once past"),
  documents: z
    .array(z.object({ id: z.number().int(), name: z.string() }))
    .describe('The sealed documents of the signing that executed the lease; none for a lease loaded as data'),
  renewal_offer_window_opens_on: z.iso
    .date()
    .nullable()
    .describe("The day renewal offers open (the community's offer window before the end); null without one"),
});
export type Lease = z.infer<typeof leaseSchema>;

export const leaseListSchema = z.object({ results: z.array(leaseSchema) });
export type LeaseList = z.infer<typeof leaseListSchema>;

export const leaseDocumentQuerySchema = z.object({ document_id: z.coerce.number().pipe(recordIdSchema) });
