import type { Session } from '@portal/domain/schemas/session';
import type { QueryClient } from '@tanstack/react-query';
import { logIn } from '@/features/accounts/api/log-in';
import { rememberSession } from '@/features/accounts/api/session-cache';

/**
 * One sign-in per token, whoever asks: the entry page can mount twice (strict mode, the frame switching
 * to the guest layout) and the token works only once.
 */
const signIns = new Map<string, Promise<Session>>();

/** POST /api/communities/{slug}/login/ `{ g }`: trades the guest link's token for a guest session. */
export function guestLogIn(queryClient: QueryClient, community: string, token: string): Promise<Session> {
  const key = `${community}/${token}`;
  let signIn = signIns.get(key);
  if (!signIn) {
    signIn = logIn(community, { g: token }).then((session) => {
      rememberSession(queryClient, session);
      return session;
    });
    // A failure may be retried (the network dropped); a success is final.
    signIn.catch(() => signIns.delete(key));
    signIns.set(key, signIn);
  }
  return signIn;
}
