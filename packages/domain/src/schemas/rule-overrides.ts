import { z } from 'zod';

/** PUT /api/admin/communities/{slug}/jurisdictions/overrides/: set one profile's rule aside, saying why. */
export const ruleOverrideRequestSchema = z.object({
  profile_id: z.string().min(1).max(64),
  rule_key: z.string().min(1).max(64),
  reason: z
    .string()
    .trim()
    .min(20, 'Write why the rule does not apply to this community, in at least 20 characters.')
    .max(1000, 'Please keep the reason under 1,000 characters.'),
});
export type RuleOverrideRequest = z.infer<typeof ruleOverrideRequestSchema>;

/** A rule set aside for a community: who did it, when and why. */
export const ruleOverrideSchema = z.object({
  profile_id: z.string(),
  rule_key: z.string(),
  reason: z.string(),
  by: z.string().nullable().describe('The admin’s name; null once their account is gone'),
  at: z.iso.datetime({ offset: true }),
});
export type RuleOverride = z.infer<typeof ruleOverrideSchema>;
