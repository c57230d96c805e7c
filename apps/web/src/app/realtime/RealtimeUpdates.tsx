import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import hidden from '../../components/ui/VisuallyHidden.module.css';
import { sessionQueryKey, useCommunitySession } from '../../features/accounts/api/get-session';
import { transactionQueryKey } from '../../features/journey/api/transactions';
import { type Announcement, announcementFor, reactionTo } from './realtime-reactions';

/**
 * Mounted once in the community layout. While someone is signed in (applicant, staff, impersonation or
 * guest signer), keeps the tab's realtime socket open, turns its events into query invalidations (the
 * pages on screen refetch, nothing is reloaded) and announces a changed application status in a polite
 * live region. The socket's code is fetched only then, so signed-out pages never download it.
 */
export function RealtimeUpdates({ community }: { community: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { session } = useCommunitySession(community);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const known = useRef(new Map<number, number>());
  const sessionKey = session ? `${session.kind}:${session.user.id}` : null;

  useEffect(() => {
    if (!sessionKey) return;
    let close: (() => void) | undefined;
    let unmounted = false;
    void import('./realtime-socket').then(({ openRealtimeSocket }) => {
      if (unmounted) return;
      close = openRealtimeSocket({
        onEvent(name, payload) {
          const reaction = reactionTo(name, payload);
          if (!reaction) return;
          const { transactionId, status } = reaction;
          if (transactionId !== undefined && status !== undefined) {
            const cached = queryClient.getQueryData<{ status?: number }>(transactionQueryKey(transactionId));
            const said = announcementFor(status, known.current.get(transactionId) ?? cached?.status);
            known.current.set(transactionId, status);
            if (said) setAnnouncement(said);
          }
          void queryClient.invalidateQueries({ predicate: (query) => reaction.affects(query.queryKey) });
        },
        onReconnected: () => void queryClient.invalidateQueries(),
        onSignedOut: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      });
    });
    return () => {
      unmounted = true;
      close?.();
    };
  }, [sessionKey, queryClient]);

  return (
    <div role="status" aria-live="polite" className={hidden.visuallyHidden}>
      {announcement ? t(`realtime.announcements.${announcement}`) : null}
    </div>
  );
}
