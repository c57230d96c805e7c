import { z } from 'zod';
import { ruleOverrideSchema } from './rule-overrides.js';

/** GET /api/admin/communities/{slug}/jurisdictions/: the laws that apply to the community, and why. */
export const communityJurisdictionsSchema = z.object({
  place: z.object({ state: z.string(), city: z.string(), postal_code: z.string() }),
  profiles: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Why it applies, in plain words: "Brooklyn is part of New York City." */
      reason: z.string(),
      rules: z.array(
        z.object({
          key: z.string(),
          summary: z.string(),
          cite: z.string(),
          source: z.string(),
          read_on: z.iso.date(),
          note: z.string().nullable(),
          /** What the portal does about it today. */
          portal_does: z.string(),
          /** Set when an admin marked the rule as not applying here: the portal then does not apply it. */
          override: ruleOverrideSchema.nullable(),
        }),
      ),
    }),
  ),
  /** Local laws of the place the portal knows of and does not apply. */
  not_modelled: z.array(z.object({ place: z.string(), law: z.string(), cite: z.string() })),
});
export type CommunityJurisdictions = z.infer<typeof communityJurisdictionsSchema>;
