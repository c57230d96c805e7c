import { z } from 'zod';
import { isApplicationStatus } from '../constants/application-status.js';
import { languages } from '../constants/languages.js';
import { roles } from '../constants/roles.js';
import { STAFF_SEARCH_MAX_LENGTH } from '../constants/staff-application-list.js';
import { cursorIdSchema, cursorMomentSchema, listCursorSchema, nextCursorSchema } from './list-cursor.js';
import { MAX_RECORD_ID } from './record-id.js';

const wholeNumber = (message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number);

/** A position in the applications list: the page it leads to, and the newest-first key of its edge row. */
const applicationsCursor = listCursorSchema(
  z.tuple([z.number().int().positive().max(MAX_RECORD_ID), cursorMomentSchema, cursorIdSchema]),
);

/** GET /api/staff/applications/ query: every filter optional, pages from 1. */
export const staffApplicationListQuerySchema = z
  .object({
    community: z
      .string()
      .trim()
      .max(64, 'Choose a community from the list.')
      .optional()
      .describe("A community's slug or id; the staff member's whole company without it"),
    status: wholeNumber('Choose a status from the list.')
      .refine(isApplicationStatus, 'Choose a status from the list.')
      .optional(),
    q: z
      .string()
      .trim()
      .max(STAFF_SEARCH_MAX_LENGTH, `Please search with at most ${STAFF_SEARCH_MAX_LENGTH} characters.`)
      .optional()
      .describe('Part of a household member’s name or e-mail, or a unit number'),
    page: wholeNumber('Pages are numbered from 1.')
      .refine((page) => page >= 1, 'Pages are numbered from 1.')
      .default(1)
      .describe('A page by its number: deep pages cost more than by `after` or `before`, which override it'),
    after: applicationsCursor.optional().describe("The page after this one: a reply's `next`"),
    before: applicationsCursor.optional().describe("The page before this one: a reply's `previous`"),
  })
  .superRefine((query, context) => {
    if (query.after && query.before) {
      context.addIssue({ code: 'custom', path: ['before'], message: 'Give after or before, not both.' });
    }
  });
export type StaffApplicationListQuery = z.infer<typeof staffApplicationListQuerySchema>;

const roleKeys = Object.keys(roles) as [keyof typeof roles, ...Array<keyof typeof roles>];

export const staffApplicationRowSchema = z.object({
  id: z.number().int(),
  community: z.object({ slug: z.string(), display_name: z.string() }),
  household: z.array(z.object({ name: z.string(), role: z.enum(roleKeys), language: z.enum(languages) })),
  unit: z.object({ id: z.number().int(), unit_number: z.string() }),
  move_in_date: z.iso.date().nullable(),
  monthly_rent_cents: z
    .number()
    .int()
    .describe('The rent quoted to the household, else the unit’s base rent'),
  type: z.number().int().describe('The transaction type: 10 an application, 30 a renewal …'),
  type_label: z.string(),
  status: z.number().int(),
  status_label: z.string(),
  submitted_at: z.iso.datetime({ offset: true }).nullable(),
  days_waiting: z
    .number()
    .int()
    .nullable()
    .describe('Whole days since submission while the application waits for a decision, else null'),
});
export type StaffApplicationRow = z.infer<typeof staffApplicationRowSchema>;

export const staffApplicationListSchema = z.object({
  communities: z
    .array(z.object({ slug: z.string(), display_name: z.string() }))
    .describe("The staff member's company's communities, by name: what the community filter offers"),
  count: z.number().int().describe('How many match, counted up to a limit (see count_exact)'),
  count_exact: z.boolean().describe('False when more applications match than `count`, where counting stops'),
  page: z.number().int(),
  page_size: z.number().int(),
  next: nextCursorSchema,
  previous: z.string().nullable().describe('Pass as `before` for the previous page; null on the first page'),
  results: z.array(staffApplicationRowSchema),
});
export type StaffApplicationList = z.infer<typeof staffApplicationListSchema>;

/** One entry of an application's audit log: who did what, when, and the state before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  actor: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  subject: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Entries of an application's audit log in one reply; `next` reads on from the last. */
export const AUDIT_LOG_PAGE_SIZE = 100;

/** GET /api/staff/applications/{id}/audit/ query: the entries after a reply's `next`, else the first. */
export const auditLogQuerySchema = z.object({
  after: listCursorSchema(z.tuple([cursorMomentSchema, cursorIdSchema]))
    .optional()
    .describe("The entries after a reply's `next`"),
});

export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogSchema = z.object({
  results: z.array(auditEntrySchema),
  next: nextCursorSchema,
});
export type AuditLog = z.infer<typeof auditLogSchema>;
