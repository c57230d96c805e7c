import { z } from 'zod';
import { ENDING_SOON_DAYS, STAFF_LEASES_PAGE_SIZE, staffLeaseFilters } from '../constants/staff-leases.js';
import { leaseChangeDocumentTypes } from '../signing/lease-documents.js';
import { emailAddress } from './account-fields.js';
import { personInviteSchema } from './household.js';
import { leaseSchema, leaseStatuses, leaseTransactionFactsSchema } from './lease.js';
import { cursorIdSchema, listCursorSchema, nextCursorSchema } from './list-cursor.js';
import { recordIdSchema } from './record-id.js';
import { staffLeaseDocumentSchema } from './staff-application-file.js';

export { ENDING_SOON_DAYS, type StaffLeaseFilter } from '../constants/staff-leases.js';

/** GET /api/staff/leases/ query. */
export const staffLeaseListQuerySchema = z.object({
  community: z
    .string()
    .trim()
    .max(64, 'Choose a community from the list.')
    .optional()
    .describe("A community's slug or id; the staff member's whole company without it"),
  filter: z
    .enum(staffLeaseFilters, { error: 'Choose a filter from the list.' })
    .default('all')
    .describe(`ending_soon: current leases ending within ${ENDING_SOON_DAYS} days`),
  after: listCursorSchema(z.tuple([z.iso.date(), cursorIdSchema]))
    .optional()
    .describe("The leases after a reply's `next`"),
});
export type StaffLeaseListQuery = z.input<typeof staffLeaseListQuerySchema>;
export type StaffLeaseListQueryParsed = z.output<typeof staffLeaseListQuerySchema>;

/** One row of the staff leases console: the key facts. */
export const staffLeaseSummarySchema = z.object({
  id: z.number().int(),
  community: z.object({ slug: z.string(), display_name: z.string() }),
  unit_number: z.string(),
  residents: z.array(z.string()).describe('Names, the primary resident first'),
  lease_start_date: z.iso.date(),
  lease_end_date: z.iso.date(),
  monthly_rent: z.number().int().describe('Cents'),
  status: z.enum(leaseStatuses),
  days_until_end: z.number().int(),
});
export type StaffLeaseSummary = z.infer<typeof staffLeaseSummarySchema>;

export const staffLeaseListSchema = z.object({
  results: z.array(staffLeaseSummarySchema).describe(`At most ${STAFF_LEASES_PAGE_SIZE}`),
  next: nextCursorSchema,
});
export type StaffLeaseList = z.infer<typeof staffLeaseListSchema>;

/** A transaction on the lease as staff see it: renewals, notices, transfers and the lease's changes. */
export const staffLeaseTransactionSchema = leaseTransactionFactsSchema.extend({
  change: z.string().nullable().describe('What a lease change does, in words; null for other types'),
  documents: z.array(staffLeaseDocumentSchema),
  can_countersign: z
    .boolean()
    .describe('A lease change every signer has signed, and the caller is a manager'),
});
export type StaffLeaseTransaction = z.infer<typeof staffLeaseTransactionSchema>;

/** GET /api/staff/leases/{id}/: the lease, its people by id, its transactions and what may be added. */
export const staffLeaseDetailSchema = z.object({
  lease: leaseSchema,
  residents: z.array(
    z.object({
      id: z.number().int().describe('The lease resident id a removal names'),
      name: z.string(),
      email: z.string(),
      role: z.number().int(),
    }),
  ),
  transactions: z.array(staffLeaseTransactionSchema).describe('Newest first'),
  rental_options: z
    .array(z.object({ id: z.number().int(), name: z.string(), monthly: z.number().int().describe('Cents') }))
    .describe("The community's rental options with a monthly price, for a revision adding one"),
  can_send_changes: z.boolean().describe('The lease is in force (not renewed or ended)'),
});
export type StaffLeaseDetail = z.infer<typeof staffLeaseDetailSchema>;

const TERMS_MAX_LENGTH = 4000;

/**
 * POST /api/staff/leases/{id}/changes/: a Lease Revision (type 20: add or remove a roommate, add or
 * remove a monthly option) or a Lease Document (type 80: a document from a template) to sign.
 */
export const leaseChangeRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('add_roommate'),
      first_name: personInviteSchema.shape.first_name,
      last_name: personInviteSchema.shape.last_name,
      email: emailAddress('Email is required', 'Email must be a valid email'),
    }),
    z.object({ kind: z.literal('remove_roommate'), resident_id: recordIdSchema }),
    z.object({ kind: z.literal('add_option'), rental_option_id: recordIdSchema }),
    z.object({
      kind: z.literal('remove_option'),
      item_name: z.string().trim().min(1, 'Choose the option to remove.').max(200),
    }),
    z.object({
      kind: z.literal('document'),
      document_type: z.enum(leaseChangeDocumentTypes, { error: 'Choose a document from the list.' }),
      terms: z
        .string()
        .trim()
        .max(TERMS_MAX_LENGTH, `Please keep the terms to at most ${TERMS_MAX_LENGTH} characters.`)
        .optional()
        .describe('The addendum’s own terms; required for a lease addendum'),
    }),
  ],
  { error: 'Choose what to change: add_roommate, remove_roommate, add_option, remove_option or document.' },
);
export type LeaseChangeRequest = z.infer<typeof leaseChangeRequestSchema>;
export type LeaseChangeKindKey = LeaseChangeRequest['kind'];

export const ADDENDUM_TERMS_REQUIRED = 'Write the terms of the addendum.';

export const leaseChangeOutcomeSchema = z.object({
  transaction_id: z.number().int(),
  type: z.number().int(),
  documents: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type LeaseChangeOutcome = z.infer<typeof leaseChangeOutcomeSchema>;
