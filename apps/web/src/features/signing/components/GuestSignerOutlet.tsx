import { Outlet, useLocation, useParams } from 'react-router';
import { useCommunitySession } from '@/features/accounts/api/get-session';
import { GuestSignerPage } from '../routes';

/** What a guest signer may open besides their own page: the link that signs them in, the footer's policies. */
const OPEN_TO_GUESTS = ['sign-request', 'privacy-policy', 'terms', 'faq', 'accessibility'];

/**
 * The community layout's outlet: a guest signer gets GuestSignerPage (its code only then), which shows
 * them their one page; everyone else the page they asked for.
 */
export function GuestSignerOutlet() {
  const { community = '' } = useParams();
  const { pathname } = useLocation();
  const { session } = useCommunitySession(community);
  const page = pathname.split('/')[2] ?? '';
  return session?.kind === 'guest' && !OPEN_TO_GUESTS.includes(page) ? <GuestSignerPage /> : <Outlet />;
}
