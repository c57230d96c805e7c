import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { createContext, useContext } from 'react';

const CommunityContext = createContext<CommunityConfiguration | null>(null);

/** Provided by the /:community layout route once the configuration has loaded. */
export const CommunityProvider = CommunityContext.Provider;

/** The current community's configuration (theme, contact details, settings) for any page under /:community. */
export function useCommunity(): CommunityConfiguration {
  const community = useContext(CommunityContext);
  if (!community) throw new Error('useCommunity() must be called inside the /:community layout route');
  return community;
}
