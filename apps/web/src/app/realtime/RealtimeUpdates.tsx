import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import hidden from '../../components/ui/VisuallyHidden.module.css';
import { useCommunitySession } from '../../features/accounts/api/get-session';
import { useTranslation } from '../../lib/i18n';
import type { Announcement } from './realtime-reactions';

/**
 * Mounted once in the community layout. While someone is signed in (applicant, staff, impersonation or
 * guest signer), runs the tab's live updates and says what they announce in a polite live region. Their
 * code (and the socket's) is fetched only then, so signed-out pages never download it.
 */
export function RealtimeUpdates({ community }: { community: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { session } = useCommunitySession(community);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const sessionKey = session ? `${session.kind}:${session.user.id}` : null;

  useEffect(() => {
    if (!sessionKey) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./live-updates').then(({ startLiveUpdates }) => {
      if (!unmounted) stop = startLiveUpdates(queryClient, setAnnouncement);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [sessionKey, queryClient]);

  return (
    <div role="status" aria-live="polite" className={hidden.visuallyHidden}>
      {announcement ? t(`realtime.announcements.${announcement}`) : null}
    </div>
  );
}
