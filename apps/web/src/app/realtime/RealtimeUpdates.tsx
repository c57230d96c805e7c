import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import hidden from '@/components/ui/VisuallyHidden.module.css';
import { useCommunitySession } from '@/features/accounts/api/get-session';
import { afterReadsSettle } from '@/lib/after-reads-settle';
import { useTranslation } from '@/lib/i18n';
import type { Announcement } from './realtime-reactions';

/**
 * Mounted once in the community layout. While someone is signed in (applicant, staff, impersonation or
 * guest signer), runs the tab's live updates and says what they announce in a polite live region. Their
 * code (and the socket's) is fetched only then, so signed-out pages never download it, and only once the
 * page's first reads have answered, so it does not compete with them.
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
    const stopWaiting = afterReadsSettle(queryClient, () => {
      void import('./live-updates').then(({ startLiveUpdates }) => {
        if (!unmounted) stop = startLiveUpdates(queryClient, setAnnouncement);
      });
    });
    return () => {
      stopWaiting();
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
