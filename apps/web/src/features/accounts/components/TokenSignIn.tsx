import type { Session } from '@portal/domain/schemas/session';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '@/components/ui/LoadingState';
import { useCommunity } from '@/lib/community-context';
import { describeSubmitFailure } from '@/lib/forms/submit-failure';
import { useTranslation } from '@/lib/i18n';

/**
 * One sign-in per token, whoever asks: the page can mount twice while the frame switches to the signed-in
 * layout, and a token works only once.
 */
const signIns = new Map<string, Promise<Session>>();

/** What the login page shows when a sign-in by link failed (passed in the navigation state). */
export interface LoginNotice {
  notice: string;
}

interface TokenSignInProps {
  /** The single-use token of the link. */
  token: string;
  /** Exchanges it for a session (and makes that the session query's answer). */
  signIn: (token: string) => Promise<Session>;
  /** Where the new session goes. */
  destination: string;
}

/**
 * The login page opened by a single-use link (a staff member's view as a resident, another device's
 * hand-off): it signs in once with the token and leaves the token out of the address bar either way, to
 * `destination` on success, back to the plain login page with the reason on failure.
 */
export function TokenSignIn({ token, signIn, destination }: TokenSignInProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();

  useEffect(() => {
    const signingIn = signIns.get(token) ?? signIn(token);
    signIns.set(token, signingIn);
    signingIn
      .then(() => navigate(destination, { replace: true }))
      .catch((error: unknown) => {
        const notice = describeSubmitFailure(error, []).apiMessage ?? t('accounts.common.genericError');
        navigate(`/${community.slug}/login`, { replace: true, state: { notice } satisfies LoginNotice });
      });
  }, [community.slug, destination, navigate, signIn, t, token]);

  return <LoadingState label={t('accounts.wormhole.signingIn')} />;
}
