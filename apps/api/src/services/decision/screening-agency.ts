import type { CommunitySettings } from '@portal/domain/schemas/community';
import type { AppContext } from '../../app-context.js';
import type { ScreeningAgency } from '../../providers/screening/screening-provider.js';

/** The agency a community's notices name: its own setting, or the screening provider's. */
export function screeningAgencyOf(
  context: Pick<AppContext, 'screening'>,
  community: { settings: CommunitySettings },
): ScreeningAgency {
  const own = community.settings.screening_agency;
  return own
    ? { name: own.name, address: own.address, tollFreePhone: own.toll_free_phone }
    : context.screening.agency;
}
