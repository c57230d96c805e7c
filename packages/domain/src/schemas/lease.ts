import { z } from 'zod';
import { recordIdSchema } from './record-id.js';
import { buildingSchema } from './units.js';

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
    building: buildingSchema,
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
  documents_to_sign: z
    .array(z.object({ transaction_id: z.number().int(), name: z.string() }))
    .describe("The caller's documents on this lease still to sign (a revision, a lease document, …)"),
  receive_renewal_reminders: z
    .boolean()
    .nullable()
    .describe("The caller's own choice (PATCH): e-mails about renewal offers; null for staff readers"),
  renewal_offer_window_opens_on: z.iso
    .date()
    .nullable()
    .describe("The day renewal offers open (the community's offer window before the end); null without one"),
});
export type Lease = z.infer<typeof leaseSchema>;

export const leaseListSchema = z.object({ results: z.array(leaseSchema) });
export type LeaseList = z.infer<typeof leaseListSchema>;

export const leaseDocumentQuerySchema = z.object({ document_id: z.coerce.number().pipe(recordIdSchema) });

/** The lease fields a resident may change with PATCH /api/lease/{id}/: their own choices only. */
export const residentLeaseFields = ['receive_renewal_reminders'] as const;

export const leaseFieldNotEditable = (field: string) =>
  `${field} is set by the leasing office and cannot be changed here.`;
export const UNKNOWN_LEASE_FIELD = 'A lease has no such field.';
export const NOTHING_TO_CHANGE = 'Nothing to change: send receive_renewal_reminders.';

/**
 * PATCH /api/lease/{id}/ body: the resident's own choices. Money, dates, status, residents and documents
 * are the lease's state, set by the leasing office or by signing: naming one is a 400 saying so.
 */
export const leasePatchSchema = z
  .object({
    receive_renewal_reminders: z.boolean({ error: 'Choose yes or no.' }).optional(),
  })
  .catchall(z.unknown())
  .superRefine((body, context) => {
    const stateFields = Object.keys(leaseSchema.shape);
    for (const key of Object.keys(body)) {
      if ((residentLeaseFields as readonly string[]).includes(key)) continue;
      context.addIssue({
        code: 'custom',
        path: [key],
        message: stateFields.includes(key) ? leaseFieldNotEditable(key) : UNKNOWN_LEASE_FIELD,
      });
    }
    if (body.receive_renewal_reminders === undefined && Object.keys(body).length === 0) {
      context.addIssue({ code: 'custom', path: [], message: NOTHING_TO_CHANGE });
    }
  });
export type LeasePatch = z.infer<typeof leasePatchSchema>;

/** What residents and staff alike see first of a transaction on a lease: what it is, where it stands, since when. */
export const leaseTransactionFactsSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  type_label: z.string(),
  status: z.number().int(),
  status_label: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});

/** One transaction on a lease, as its residents read it (the lease transactions page). */
export const residentLeaseTransactionSchema = leaseTransactionFactsSchema.extend({
  change: z.string().nullable().describe('What a lease change does, in words'),
  documents: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.string() })),
  is_pending_signature: z.boolean().describe('The caller has a document of it still to sign'),
  is_participant: z.boolean().describe('The caller is on the transaction and may open its pages'),
});
export type ResidentLeaseTransaction = z.infer<typeof residentLeaseTransactionSchema>;

export const residentLeaseTransactionListSchema = z.object({
  results: z.array(residentLeaseTransactionSchema).describe('Newest first'),
});
export type ResidentLeaseTransactionList = z.infer<typeof residentLeaseTransactionListSchema>;
