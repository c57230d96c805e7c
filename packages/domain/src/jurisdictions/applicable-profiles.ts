import type { JurisdictionProfile, LocalArea, LocalLawNotModelled } from './jurisdiction-profile.js';
import { jurisdictionProfiles } from './profiles.js';

/** Where a home is, as far as its laws go. */
export interface JurisdictionPlace {
  /** Two-letter state: 'NY'. */
  state: string;
  city?: string;
  county?: string;
  postalCode?: string;
}

/** A profile that applies, and why, in plain words. */
export interface ApplicableProfile {
  profile: JurisdictionProfile;
  reason: string;
}

export interface ApplicableProfiles {
  /** From the federal base down to the most local profile. */
  profiles: ApplicableProfile[];
  /** Local laws of the place the portal knows of and does not apply yet. */
  notModelled: LocalLawNotModelled[];
}

const sameName = (a: string, b: string) =>
  a
    .trim()
    .toLowerCase()
    .replace(/\s+county$/, '') ===
  b
    .trim()
    .toLowerCase()
    .replace(/\s+county$/, '');

/** Why the place is in the area, or null: by county, then city name, then ZIP code. */
function areaReason(area: LocalArea, place: JurisdictionPlace, name: string): string | null {
  const county = place.county;
  if (county && area.counties.some((candidate) => sameName(candidate, county)))
    return `${county.replace(/\s+county$/i, '')} County is in ${name}.`;
  const city = place.city;
  if (city && area.cityNames.some((candidate) => sameName(candidate, city)))
    return sameName(city, name) ? `The address is in ${name}.` : `${city.trim()} is part of ${name}.`;
  const zip = Number.parseInt(place.postalCode?.slice(0, 5) ?? '', 10);
  if (Number.isInteger(zip) && area.zipRanges.some(([first, last]) => zip >= first && zip <= last))
    return `ZIP code ${place.postalCode?.slice(0, 5)} is in ${name}.`;
  return null;
}

/**
 * The profiles that apply to a home: the federal base, its state's profile when there is one, and a local
 * profile (New York City) when the address is in its area. A local law the portal does not model (Oakland's)
 * is listed apart, so the settings can say so. No profile for the state: the federal base alone.
 */
export function applicableProfiles(place: JurisdictionPlace): ApplicableProfiles {
  const state = place.state.trim().toUpperCase();
  const all = Object.values(jurisdictionProfiles);
  const applicable: ApplicableProfile[] = [
    {
      profile: jurisdictionProfiles.federal,
      reason: 'Federal law applies to every home in the United States.',
    },
  ];
  const stateProfile = all.find((profile) => profile.state === state && profile.area === null);
  if (stateProfile)
    applicable.push({ profile: stateProfile, reason: `The community is in ${stateProfile.name}.` });
  for (const profile of all) {
    if (profile.state !== state || profile.area === null) continue;
    const reason = areaReason(profile.area, place, profile.name);
    if (reason) applicable.push({ profile, reason });
  }
  const city = place.city;
  const notModelled = applicable
    .flatMap(({ profile }) => profile.notModelled ?? [])
    .filter(
      (law) =>
        applicable.some(({ profile }) => profile.name === law.place) || (city && sameName(law.place, city)),
    );
  return { profiles: applicable, notModelled };
}
