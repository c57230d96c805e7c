import { z } from 'zod';
import { taxIdTypes } from '../screening/tax-id.js';

/**
 * clear: nothing against the criteria; review: a record a person must weigh against the criteria (a
 * conviction, an eviction); insufficient: too little history to judge (a thin credit file, no number).
 */
export const screeningOutcomes = ['clear', 'review', 'insufficient'] as const;
export type ScreeningOutcome = (typeof screeningOutcomes)[number];

/** What one category of a screening found (Credit 10, Criminal 20, Eviction 30, Income 40). */
export const screeningReportResultSchema = z.object({
  category: z.number().int(),
  outcome: z.enum(screeningOutcomes),
  summary: z.string(),
  credit_score: z.number().int().nullable(),
});

/** A screening the caller was the subject of, as /screening-reports lists it; the PDF has the same. */
export const screeningReportSchema = z.object({
  id: z.number().int(),
  transaction_id: z.number().int(),
  community: z.object({ display_name: z.string() }),
  unit_number: z.string(),
  screened_at: z.iso.datetime(),
  tax_id_type: z.enum(taxIdTypes),
  /** All that is ever shown of the number. */
  tax_id_last4: z.string().nullable(),
  results: z.array(screeningReportResultSchema),
});
export type ScreeningReport = z.infer<typeof screeningReportSchema>;

export const screeningReportsSchema = z.object({ screening_reports: z.array(screeningReportSchema) });
export type ScreeningReports = z.infer<typeof screeningReportsSchema>;

/** PATCH /api/transaction/{id}/provide-screening-reports/: the applicant asks for a copy of their reports. */
export const provideScreeningReportsSchema = z
  .object({ provide_screening_reports: z.literal(true) })
  .strict();

export const provideScreeningReportsAnswerSchema = z.object({
  sent_to: z.string(),
  screening_reports: z.array(screeningReportSchema),
});
export type ProvideScreeningReportsAnswer = z.infer<typeof provideScreeningReportsAnswerSchema>;
