import type { RuleKey } from '@portal/domain/jurisdictions/jurisdiction-profile';
import { portalHandling } from '@portal/domain/jurisdictions/portal-handling';
import type { CommunityJurisdictions } from '@portal/domain/schemas/community-jurisdictions';
import type { AppContext } from '../../app-context.js';
import { requireSettingsAccess } from '../admin/manage-communities.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { communityJurisdiction } from './community-jurisdiction.js';
import { ruleOverridesOf } from './rule-overrides.js';

/** GET /api/admin/communities/{slug}/jurisdictions/: each profile that applies, why, and its rules. */
export async function describeJurisdictions(
  context: AppContext,
  session: SignedInSession,
  slug: string,
): Promise<CommunityJurisdictions> {
  const { community } = await requireSettingsAccess(context, session, slug);
  const { place, applicable } = communityJurisdiction(community.normalizedStreetAddress);
  const overrides = await ruleOverridesOf(context.db, community.id);
  const overrideOf = (profileId: string, ruleKey: string) => {
    const found = overrides.find(
      (override) => override.profile_id === profileId && override.rule_key === ruleKey,
    );
    return found
      ? {
          profile_id: found.profile_id,
          rule_key: found.rule_key,
          reason: found.reason,
          by: found.by,
          at: found.at,
        }
      : null;
  };
  return {
    place: { state: place.state, city: place.city ?? '', postal_code: place.postalCode ?? '' },
    profiles: applicable.profiles.map(({ profile, reason }) => ({
      id: profile.id,
      name: profile.name,
      reason,
      rules: Object.entries(profile.rules).map(([key, rule]) => ({
        key,
        summary: rule.summary,
        cite: rule.citation.cite,
        source: rule.citation.source,
        read_on: rule.citation.readOn,
        note: rule.citation.note ?? null,
        portal_does: portalHandling[key as RuleKey],
        override: overrideOf(profile.id, key),
      })),
    })),
    not_modelled: applicable.notModelled.map((law) => ({ ...law })),
  };
}
