import { Navigate, useLocation, useParams } from 'react-router';
import { useCommunitySession } from '@/features/accounts/api/get-session';
import { guestSigningPath } from '../lib/paths';

/** What a guest signer may open besides their documents: the entry link and the footer's policies. */
const GUEST_PAGES = ['guest-signing', 'sign-request', 'terms', 'privacy-policy'];

/**
 * Mounted once in the community layout: a guest signer's session is for their own documents only, so
 * every other page of the community sends them to the guest signing page.
 */
export function GuestLanding() {
  const { community = '' } = useParams();
  const { pathname } = useLocation();
  const { session } = useCommunitySession(community);
  if (session?.kind !== 'guest') return null;
  const page = pathname.split('/')[2] ?? '';
  if (GUEST_PAGES.includes(page)) return null;
  return <Navigate to={guestSigningPath(community)} replace />;
}
