import { z } from 'zod';
import { uploadIdSchema } from './uploads.js';

export const ownReportStatuses = ['pending', 'accepted', 'not_acceptable'] as const;
export type OwnReportStatus = (typeof ownReportStatuses)[number];

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => value || null)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/**
 * PUT /api/transaction/{id}/own-screening-report/: the applicant's own screening report, uploaded (the id
 * from POST /api/uploads/) or named by its agency and reference, and the day it was made.
 */
export const ownReportFieldsSchema = z.object({
  upload_id: uploadIdSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  agency_name: optionalText(200, 'Please keep the agency’s name under 200 characters.'),
  reference: optionalText(100, 'Please keep the reference under 100 characters.'),
  report_date: z.iso.date({ error: 'Enter the date the report was made.' }),
});

/** The fields, and a file or the agency and its reference: one way or the other, staff can check it. */
export const ownReportRequestSchema = ownReportFieldsSchema.refine(
  (report) => report.upload_id !== null || (report.agency_name !== null && report.reference !== null),
  {
    path: ['agency_name'],
    error: 'Upload the report, or give the agency’s name and the report’s reference.',
  },
);
export type OwnReportRequest = z.input<typeof ownReportRequestSchema>;

/** A report as its applicant and the staff see it. */
export const ownReportSchema = z.object({
  applicant_id: z.number().int(),
  status: z.enum(ownReportStatuses),
  upload_id: z.string().nullable().describe('Download it from GET /api/uploads/{id}/'),
  agency_name: z.string().nullable(),
  reference: z.string().nullable(),
  report_date: z.iso.date(),
  not_acceptable_reason: z.string().nullable(),
  submitted_at: z.iso.datetime({ offset: true }),
  decided_at: z.iso.datetime({ offset: true }).nullable(),
});
export type OwnReport = z.infer<typeof ownReportSchema>;

/** GET /api/transaction/{id}/own-screening-report/: whether the law here lets one stand for the fee, and the caller's. */
export const ownReportStateSchema = z.object({
  offer: z
    .object({
      acceptance: z.enum(['required', 'optional', 'fee_waiver']),
      max_age_days: z.number().int(),
      law: z.string().describe('The jurisdiction whose law it is: "New York"'),
      cite: z.string(),
    })
    .nullable()
    .describe('Null where no law lets a report stand for the screening fee'),
  report: ownReportSchema.nullable(),
});
export type OwnReportState = z.infer<typeof ownReportStateSchema>;

/** POST /api/staff/applications/{id}/own-screening-reports/{personId}/decision/ */
export const ownReportDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('accepted') }),
    z.object({
      decision: z.literal('not_acceptable'),
      reason: z
        .string()
        .trim()
        .min(1, 'Tell the applicant why the report is not acceptable.')
        .max(500, 'Please keep the reason under 500 characters.'),
    }),
  ],
  { error: 'Choose accepted or not_acceptable.' },
);
export type OwnReportDecision = z.infer<typeof ownReportDecisionSchema>;
