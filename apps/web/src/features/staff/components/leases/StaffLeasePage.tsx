import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useStaffLease } from '@/features/staff/api/staff-leases';
import { isNotFoundError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import styles from '../application-file/File.module.css';
import { FileSection } from '../application-file/FileSection';
import { StaffConsole } from '../StaffConsole';
import { LeaseChangeForm } from './LeaseChangeForm';
import { LeaseFacts } from './LeaseFacts';
import { LeaseTransactionsSection } from './LeaseTransactionsSection';
import { SealedDocumentsSection } from './SealedDocumentsSection';

/**
 * `/:community/staff/leases/:id`: one lease of the company: its key facts and people, its sealed
 * documents, every transaction on it (each opening in the application file), and a document to send.
 */
export function StaffLeasePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const title = t('staffLeases.lease.title', { id: String(id) });
  return (
    <StaffConsole title={title} heading={title}>
      {Number.isSafeInteger(id) && id > 0 ? <StaffLease id={id} /> : <p>{t('staffLeases.lease.notFound')}</p>}
    </StaffConsole>
  );
}

function StaffLease({ id }: { id: number }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const lease = useStaffLease(id);
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const announcementRef = useRef<HTMLParagraphElement>(null);
  // The dialog that had focus is gone after sending: focus goes to what happened.
  useEffect(() => {
    if (announcement.count > 0) announcementRef.current?.focus();
  }, [announcement.count]);
  const detail = lease.data;
  return (
    <>
      <Link to={`/${community.slug}/staff/leases`}>{t('staffLeases.lease.back')}</Link>
      <p ref={announcementRef} className={styles.announcement} role="status" tabIndex={-1}>
        {announcement.text}
      </p>
      {isNotFoundError(lease.error) ? (
        <p>{t('staffLeases.lease.notFound')}</p>
      ) : !lease.isSuccess ? (
        // A failed read again keeps the lease it had on screen, under the failure.
        <QueryFallback
          query={lease}
          loadingLabel={t('staffLeases.lease.loading')}
          failure={{
            message: oops(t('staffLeases.lease.loadFailed')),
            retryLabel: t('staffConsole.list.retry'),
          }}
        />
      ) : null}
      {detail ? (
        <div className={styles.file}>
          <LeaseFacts detail={detail} />
          <FileSection heading={t('staffLeases.send.heading')}>
            {detail.can_send_changes ? (
              <>
                <p>{t('staffLeases.send.intro')}</p>
                <div className={styles.actions}>
                  <Button onClick={() => setSending(true)}>{t('staffLeases.send.open')}</Button>
                </div>
              </>
            ) : (
              <p>{t('staffLeases.send.notInForce')}</p>
            )}
          </FileSection>
          <LeaseTransactionsSection transactions={detail.transactions} />
          <SealedDocumentsSection lease={detail.lease} />
          <Dialog
            heading={t('staffLeases.send.dialogHeading')}
            open={sending}
            onClose={() => setSending(false)}
          >
            <LeaseChangeForm
              detail={detail}
              onCancel={() => setSending(false)}
              onDone={(text) => {
                setSending(false);
                setAnnouncement(({ count }) => ({ text, count: count + 1 }));
              }}
            />
          </Dialog>
        </div>
      ) : null}
    </>
  );
}
