import type {
  JurisdictionId,
  JurisdictionProfile,
  JurisdictionRules,
  RuleKey,
} from './jurisdiction-profile.js';

/** A rule in force, with the profile that set it (the most local one that says anything about it). */
export type EffectiveRule<Key extends RuleKey> = JurisdictionRules[Key] & { from: JurisdictionProfile };

export type EffectiveRules = { [Key in RuleKey]?: EffectiveRule<Key> };

/** One profile's rule an admin marked, with a written reason, as not applying to a community. */
export interface SetAsideRule {
  profileId: JurisdictionId;
  ruleKey: RuleKey;
}

/**
 * The rules of a chain of profiles, federal first: a later (more local) profile's rule replaces an earlier
 * one's. A rule set aside is skipped, so the parent's rule of the same kind, if any, holds instead.
 */
export function effectiveRules(
  profiles: readonly JurisdictionProfile[],
  setAside: readonly SetAsideRule[] = [],
): EffectiveRules {
  const rules: Record<string, unknown> = {};
  for (const profile of profiles) {
    for (const [key, rule] of Object.entries(profile.rules)) {
      const skipped = setAside.some((aside) => aside.profileId === profile.id && aside.ruleKey === key);
      if (rule && !skipped) rules[key] = { ...rule, from: profile };
    }
  }
  return rules as EffectiveRules;
}
