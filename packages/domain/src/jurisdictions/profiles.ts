import type { JurisdictionId, JurisdictionProfile } from './jurisdiction-profile.js';
import { californiaProfile } from './profiles/california.js';
import { coloradoProfile } from './profiles/colorado.js';
import { federalProfile } from './profiles/federal.js';
import { newYorkCityProfile } from './profiles/new-york-city.js';
import { newYorkStateProfile } from './profiles/new-york-state.js';
import { washingtonProfile } from './profiles/washington.js';

/** Every profile the portal knows. A new one is a file in profiles/, a line here and its tests. */
export const jurisdictionProfiles: Readonly<Record<JurisdictionId, JurisdictionProfile>> = {
  federal: federalProfile,
  california: californiaProfile,
  colorado: coloradoProfile,
  'new-york-state': newYorkStateProfile,
  'new-york-city': newYorkCityProfile,
  washington: washingtonProfile,
};
