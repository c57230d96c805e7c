import { useCommunity } from '@/lib/community-context';
import { BadRoute } from './BadRoute';

/** Catch-all child of /:community: the bad-route page inside the community's themed shell. */
export function CommunityNotFoundPage() {
  const community = useCommunity();
  return <BadRoute community={community} />;
}
