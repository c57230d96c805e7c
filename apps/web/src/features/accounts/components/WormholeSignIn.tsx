import type { Session } from '@portal/domain/schemas/session';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '@/components/ui/LoadingState';
import { useCommunity } from '@/lib/community-context';
import { describeSubmitFailure } from '@/lib/forms/submit-failure';
import { useTranslation } from '@/lib/i18n';
import { useWormholeLogIn } from '../api/log-in';

/**
 * One sign-in per token, whoever asks: the page can mount twice while the frame switches to the signed-in
 * layout, and the token works only once.
 */
const signIns = new Map<string, Promise<Session>>();

/** What the login page shows when a wormhole sign-in failed (passed in the navigation state). */
export interface LoginNotice {
  notice: string;
}

/**
 * `/:community/login?username=…&w=…`: the link a staff member opens to view the portal as a resident.
 * It signs in once with the single-use token and leaves the token out of the address bar either way:
 * to the community home on success, back to the plain login page with the reason on failure.
 */
export function WormholeSignIn({ username, token }: { username: string; token: string }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const { mutateAsync: logIn } = useWormholeLogIn(community.slug);

  useEffect(() => {
    const signIn = signIns.get(token) ?? logIn({ username, w: token });
    signIns.set(token, signIn);
    signIn
      .then(() => navigate(`/${community.slug}`, { replace: true }))
      .catch((error: unknown) => {
        const notice = describeSubmitFailure(error, []).apiMessage ?? t('accounts.common.genericError');
        navigate(`/${community.slug}/login`, { replace: true, state: { notice } satisfies LoginNotice });
      });
  }, [community.slug, logIn, navigate, t, token, username]);

  return <LoadingState label={t('accounts.wormhole.signingIn')} />;
}
