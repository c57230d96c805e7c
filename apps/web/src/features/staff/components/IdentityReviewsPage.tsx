import { useRef, useState } from 'react';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import { RequireSession } from '@/shared/account-frame/RequireSession';
import { useIdentityReviews } from '../api/identity-reviews';
import { IdentityReviewCard } from './IdentityReviewCard';
import styles from './Staff.module.css';

/**
 * `/:community/staff/identity-reviews` (profile menu, staff only): the photo IDs applicants of the staff
 * member's company sent, each to approve or reject with a reason. A decision takes the review off the
 * list; what was done is announced, and focus moves to that message so the keyboard is never stranded.
 * In English, forms' checks included, as the whole staff console (the shell, decision 0050).
 */
export function IdentityReviewsPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  useDocumentTitle(t('staff.reviews.title'), community.display_name);
  return (
    <RequireSession>
      {(session) => (
        <AccountsPage heading={t('staff.reviews.heading')} intro={t('staff.reviews.intro')} wide>
          {session.staff_role === null ? <p>{t('staff.reviews.staffOnly')}</p> : <Reviews />}
        </AccountsPage>
      )}
    </RequireSession>
  );
}

function Reviews() {
  const { t } = useTranslation();
  const reviews = useIdentityReviews();
  const [announcement, setAnnouncement] = useState('');
  const announcementRef = useRef<HTMLParagraphElement>(null);
  const announce = (message: string) => {
    setAnnouncement(message);
    announcementRef.current?.focus();
  };
  return (
    <>
      <p ref={announcementRef} className={styles.announcement} role="status" tabIndex={-1}>
        {announcement}
      </p>
      {!reviews.isSuccess ? (
        <QueryFallback
          query={reviews}
          loadingLabel={t('staff.reviews.loading')}
          failure={{ message: oops(t('staff.reviews.loadFailed')), retryLabel: t('staff.reviews.retry') }}
        />
      ) : null}
      {reviews.data?.length === 0 ? <p>{t('staff.reviews.none')}</p> : null}
      {reviews.data && reviews.data.length > 0 ? (
        <ul className={styles.list}>
          {reviews.data.map((review) => (
            <li key={review.id}>
              <IdentityReviewCard review={review} onDecided={announce} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
