import { z } from 'zod';
import { itinMessages, itinProblem, ssnMessages, ssnProblem, taxIdTypes } from '../screening/tax-id.js';
import { documentRevisionSchema } from './documents.js';

export const SCREENING_TERMS_REQUIRED = 'Please read and accept the screening criteria to continue.';
export const SSN_OR_NO_SSN = 'Enter your Social Security number, or choose "I don\'t have an SSN".';
export const SSN_WITH_NO_SSN = 'Send either ssn or no_ssn: true, not both.';
export const ITIN_WITHOUT_NO_SSN = 'An ITIN is sent only with no_ssn: true.';

/** Nine digits checked by `problemOf`; the messages name the field the way the screen does. */
const taxIdNumber = (problemOf: (value: string) => string | undefined, required: string) =>
  z.string({ error: required }).superRefine((value, context) => {
    const problem = problemOf(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * POST /api/transaction/{id}/screening/: consent to the screening criteria and the number to screen by.
 * Either `ssn`, or `no_ssn: true` ("I don't have an SSN") with an `itin` or with nothing.
 */
export const screeningRequestSchema = z
  .object({
    terms_accepted: z
      .literal(true, { error: SCREENING_TERMS_REQUIRED })
      .describe('Must be true: the applicant read and accepts the current screening criteria'),
    ssn: taxIdNumber(ssnProblem, ssnMessages.required)
      .nullish()
      .describe('The 9 digits of the Social Security number, digits only; leave out with no_ssn'),
    no_ssn: z
      .boolean({ error: 'no_ssn must be true or false.' })
      .optional()
      .describe('true: the applicant has no Social Security number (then an itin, or nothing)'),
    itin: taxIdNumber(itinProblem, itinMessages.required)
      .nullish()
      .describe(
        'With no_ssn: the 9 digits of the Individual Taxpayer Identification Number, if they have one',
      ),
  })
  .superRefine(
    (body, context) => {
      const hasSsn = body.ssn !== undefined && body.ssn !== null;
      const addIssue = (field: 'ssn' | 'itin', message: string) =>
        context.addIssue({ code: 'custom', path: [field], message });
      if (body.no_ssn === true) {
        if (hasSsn) addIssue('ssn', SSN_WITH_NO_SSN);
        return;
      }
      if (!hasSsn) addIssue('ssn', SSN_OR_NO_SSN);
      if (body.itin !== undefined && body.itin !== null) addIssue('itin', ITIN_WITHOUT_NO_SSN);
    },
    // Checked even when a field is wrong too, so every problem comes back at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type ScreeningRequest = z.infer<typeof screeningRequestSchema>;

/** The caller's screening consent as the API shows it: never more of the number than its last 4 digits. */
export const screeningSchema = z.object({
  transaction_id: z.number().int(),
  applicant_id: z.number().int(),
  tax_id_type: z.enum(taxIdTypes).describe('ssn, itin, or none ("I don\'t have an SSN" without an ITIN)'),
  tax_id_last4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable()
    .describe(
      'The last 4 digits of the SSN or ITIN given; null without one. The full number is never returned',
    ),
  terms_revision: z.string().describe('The revision of the screening criteria agreed to (YYYY-MM-DD)'),
  consented_at: z.iso.datetime({ offset: true }),
});
export type Screening = z.infer<typeof screeningSchema>;

/** GET /api/transaction/{id}/screening/: the caller's screening consent, or null before they give it. */
export const screeningStatusSchema = z.object({ screening: screeningSchema.nullable() });
export type ScreeningStatus = z.infer<typeof screeningStatusSchema>;

/** GET /api/transaction/{id}/screening-criteria/: the criteria the applicant accepts, as safe HTML. */
export const screeningCriteriaSchema = z.object({
  html: z
    .string()
    .describe(
      'The screening criteria as HTML: headings, paragraphs, lists, <strong>; no scripts, styles, links or attributes',
    ),
  current_revision: documentRevisionSchema,
});
export type ScreeningCriteria = z.infer<typeof screeningCriteriaSchema>;
