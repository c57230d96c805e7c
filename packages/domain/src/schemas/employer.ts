import { z } from 'zod';
import { zipBelongsToState } from '../constants/us-states.js';
import { stateAbbreviations, ZIP_NOT_IN_STATE_MESSAGE } from './lease-transaction.js';

const EMPLOYER_NAME_MAX_LENGTH = 200;

/** Empty text is no answer: optional fields come back as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Exceeds ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/**
 * POST /api/applicant-employer/{id}/ (spec part 2 §5 "Employer": name and address fields are optional):
 * as much of the name and address as the applicant knows, every field optional, an empty one null. What is
 * given is still checked: a state must be one, a ZIP code must read as one and, given with a state, be in it.
 */
export const employerInputSchema = z
  .object({
    name: optionalText(EMPLOYER_NAME_MAX_LENGTH),
    address_street: optionalText(200),
    address_line_2: optionalText(100),
    address_city: optionalText(100),
    address_state: z
      .enum(stateAbbreviations, { error: 'Choose a state' })
      .nullish()
      .transform((value) => value ?? null),
    address_postal_code: optionalText(10).refine(
      (value) => value === null || /^\d{5}(-\d{4})?$/.test(value),
      'Enter a 5-digit ZIP code',
    ),
  })
  .superRefine((employer, context) => {
    const { address_state: state, address_postal_code: zip } = employer;
    if (state && zip && !zipBelongsToState(zip, state)) {
      context.addIssue({ code: 'custom', path: ['address_postal_code'], message: ZIP_NOT_IN_STATE_MESSAGE });
    }
  });
export type EmployerInput = z.infer<typeof employerInputSchema>;

export const employerSchema = z.object({
  id: z.number().int(),
  applicant_id: z.number().int(),
  name: z.string().nullable(),
  address_street: z.string().nullable(),
  address_line_2: z.string().nullable(),
  address_city: z.string().nullable(),
  address_state: z.string().nullable(),
  address_postal_code: z.string().nullable(),
});
export type Employer = z.infer<typeof employerSchema>;
