import { z } from 'zod';
import { availableUnitSchema } from './units.js';

/**
 * Where a visitor came from, and the apartment they came for (docs/decisions/0027): a listing or a
 * leasing agent's link opens `/{community}/welcome?unit=204&utm_source=…`.
 */

/** A unit number as it is printed on a listing: letters, digits, dashes and dots. */
export const unitNumberParamSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,19}$/, 'Use the unit number as it appears on the listing.');

/** GET /communities/{id}/personalized/{x}/: the welcome page personalised for the unit the link names. */
export const personalizedWelcomeSchema = z.object({
  unit_number: z.string(),
  /** The unit as the welcome list shows it; null once it is no longer open for applications. */
  unit: availableUnitSchema.nullable(),
});
export type PersonalizedWelcome = z.infer<typeof personalizedWelcomeSchema>;

const attributionValue = z
  .string()
  .trim()
  .min(1, 'Leave it out rather than sending it empty.')
  .max(100, 'Exceeds 100 characters')
  .nullish();

export const SAY_WHERE_FROM = 'Say where the visit came from: a source, medium, campaign or unit.';

/**
 * POST /transaction/{id}/passthrough/: the link's marketing parameters (utm_source, utm_medium,
 * utm_campaign) and the unit it named, passed through to the leasing team with the application.
 */
export const passthroughRequestSchema = z
  .object({
    source: attributionValue,
    medium: attributionValue,
    campaign: attributionValue,
    unit_number: unitNumberParamSchema.nullish(),
  })
  .refine((body) => Object.values(body).some((value) => value != null), {
    message: SAY_WHERE_FROM,
    path: ['source'],
  });
export type PassthroughRequest = z.input<typeof passthroughRequestSchema>;

/** What was recorded: the first link the applicant came by, kept as it was. */
export const passthroughSchema = z.object({
  source: z.string().nullable(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  unit_number: z.string().nullable(),
  recorded_at: z.iso.datetime(),
});
export type Passthrough = z.infer<typeof passthroughSchema>;
