import { LONG_IDLE_TIMEOUT_MINUTES } from '@portal/domain/constants/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate, useParams } from 'react-router';
import { readStored, writeStored } from '@/lib/browser-storage';
import { longIdleHeld, subscribeLongIdle } from '@/lib/long-idle';
import { loginPageOf } from '@/shared/account-frame/next-path';
import { sessionQueryKey, useCommunitySession } from '../api/get-session';
import { useLogOut } from '../api/log-out';
import { ACTIVITY_EVENTS, startIdleTimer } from '../lib/idle-timer';

/** Tabs of one browser share the session cookie, so they share the latest activity too. */
const SHARED_ACTIVITY_KEY = 'portal.lastActivityAt';

function readSharedActivity(): number | undefined {
  const value = Number(readStored('localStorage', SHARED_ACTIVITY_KEY));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function writeSharedActivity(at: number): void {
  writeStored('localStorage', SHARED_ACTIVITY_KEY, String(at));
}

/**
 * Mounted once in the community layout. While someone is signed in, logs them out after the session's
 * idle_timeout_minutes without mouse, key, touch or scroll activity and sends them to the login page
 * with the timed-out message (spec part 2, "Idle logout"); while they are active, it keeps the server
 * session alive. While they work in another page's frame or window (lib/long-idle.ts) the time-out is
 * 120 minutes and the server session is kept alive meanwhile. (The snackbar is the app's, in RootLayout.)
 */
export function AccountSessionWatcher() {
  const { community = '' } = useParams();
  const { session } = useCommunitySession(community);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutate: logOut } = useLogOut();

  const latest = useRef({ navigate, logOut });
  latest.current = { navigate, logOut };

  const serverTimeoutMinutes = session?.idle_timeout_minutes;
  const longIdle = useSyncExternalStore(subscribeLongIdle, longIdleHeld);
  const timeoutMinutes =
    serverTimeoutMinutes && longIdle
      ? Math.max(serverTimeoutMinutes, LONG_IDLE_TIMEOUT_MINUTES)
      : serverTimeoutMinutes;
  const userId = session?.user.id;
  // A company-wide staff session (from /staff/login) goes back to the staff login.
  const loginPage = session ? loginPageOf(session, community) : null;

  useEffect(() => {
    if (!timeoutMinutes || userId === undefined || !loginPage) return;
    const timeoutMs = timeoutMinutes * 60_000;
    let lastKeepAlive = Date.now();
    const timer = startIdleTimer({
      timeoutMs,
      onIdle: () => {
        // Leave the signed-in page first (its lazy login page may take a moment to load), and only then end
        // the session: ended earlier, the page's guard sends the user to a plain login instead.
        const leaving = latest.current.navigate(`${loginPage}?timeout=1`, { replace: true });
        void Promise.resolve(leaving).then(() => latest.current.logOut());
      },
      onActivity: (at) => {
        // The server ends a session after the same idle time without requests: an active user who
        // is only reading or typing gets one light request per half timeout.
        if (at - lastKeepAlive < timeoutMs / 2) return;
        lastKeepAlive = at;
        void queryClient.refetchQueries({ queryKey: sessionQueryKey });
      },
      readSharedActivity,
      writeSharedActivity,
    });
    const onActivity = () => timer.activity();
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    }
    return () => {
      timer.stop();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [loginPage, timeoutMinutes, userId, queryClient]);

  // No activity reaches this page from the other page's frame or window: the server's session, which
  // ends after its own time-out without requests, is kept alive by one light request per half of it.
  useEffect(() => {
    if (!longIdle || !serverTimeoutMinutes) return;
    const keepAlive = setInterval(
      () => void queryClient.refetchQueries({ queryKey: sessionQueryKey }),
      (serverTimeoutMinutes * 60_000) / 2,
    );
    return () => clearInterval(keepAlive);
  }, [longIdle, serverTimeoutMinutes, queryClient]);

  return null;
}
