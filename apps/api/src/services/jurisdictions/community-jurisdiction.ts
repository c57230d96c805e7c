import {
  type ApplicableProfiles,
  applicableProfiles,
  type JurisdictionPlace,
} from '@portal/domain/jurisdictions/applicable-profiles';
import { type BreakdownLimits, breakdownLimits } from '@portal/domain/jurisdictions/charge-limits';
import {
  type EffectiveRules,
  effectiveRules,
  type SetAsideRule,
} from '@portal/domain/jurisdictions/effective-rules';
import { splitBuildingAddress } from '../transactions/building-address.js';

/** The laws of a community's place: the profiles that apply (and why) and the rules they add up to. */
export interface CommunityJurisdiction {
  place: JurisdictionPlace;
  applicable: ApplicableProfiles;
  rules: EffectiveRules;
}

/**
 * A community's jurisdiction, from its one-line address ("615 Prospect Pl, Brooklyn, NY 11216"). An address
 * that does not read as one (no state) gets the federal base alone, as a state without a profile does. The
 * rules an admin set aside for the community (rule-overrides.ts) are left out of its rules.
 */
export function communityJurisdiction(
  normalizedStreetAddress: string,
  setAside: readonly SetAsideRule[] = [],
): CommunityJurisdiction {
  const address = splitBuildingAddress(normalizedStreetAddress);
  const place: JurisdictionPlace = {
    state: address.state,
    city: address.city,
    postalCode: address.postal_code,
  };
  const applicable = applicableProfiles(place);
  return {
    place,
    applicable,
    rules: effectiveRules(
      applicable.profiles.map(({ profile }) => profile),
      setAside,
    ),
  };
}

/**
 * What a breakdown of this community may charge on `onDate` for a lease at `rentCents`. The portal's
 * landlords are companies, never the small landlords California allows two months' deposit.
 */
export function communityChargeLimits(
  rules: EffectiveRules,
  terms: { rentCents: number; onDate: string },
): BreakdownLimits {
  return breakdownLimits(rules, {
    ...terms,
    smallLandlord: false,
  });
}
