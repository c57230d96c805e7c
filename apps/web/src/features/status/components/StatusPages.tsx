import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useCommunity } from '../../../app/community-context';
import { buttonClassName } from '../../../components/ui/Button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CallTheOffice } from '../../journey/components/holds/hold-parts';
import { JourneyCard } from '../../journey/components/JourneyCard';
import { useCurrentTransaction } from '../../journey/components/transaction-context';
import { nextRouteOf, transactionPath } from '../../journey/lib/drawer-inputs';
import { type StatusPage, statusPageOf, statusPages } from '../lib/status-pages';
import styles from './Status.module.css';

interface StatusPageFrameProps {
  page: StatusPage;
  texts: 'cancelled' | 'pendingCriminalReview' | 'pendingConfirmation';
  children?: ReactNode;
}

/**
 * A page about the application as a whole, shown while the transaction is in that state (the layout keeps
 * everyone on it); once it is not, the flow takes over again.
 */
function StatusPageFrame({ page, texts, children }: StatusPageFrameProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  useDocumentTitle(t(`status.${texts}.title`), community.display_name);
  if (statusPageOf(transaction) !== page) {
    return (
      <Navigate to={transactionPath(community.slug, transaction.id, nextRouteOf(transaction))} replace />
    );
  }
  return (
    <JourneyCard
      eyebrow={t(`status.${texts}.eyebrow`)}
      heading={t(`status.${texts}.heading`)}
      intro={t(`status.${texts}.body`)}
    >
      {children}
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={`/${community.slug}/my-activity`}>
          {t('status.common.myActivity')}
        </Link>
      </div>
      <CallTheOffice label={t('status.common.callUs')} />
    </JourneyCard>
  );
}

/** `/:community/transaction/:transactionId/application-cancelled`. */
export function ApplicationCancelledPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  return (
    <StatusPageFrame page={statusPages.cancelled} texts="cancelled">
      <p>
        {t('status.cancelled.unit', {
          unit: transaction.unit.unit_number,
          community: transaction.community.display_name,
        })}
      </p>
      <div>
        <Link to={`/${community.slug}/welcome`}>{t('status.common.seeUnits')}</Link>
      </div>
    </StatusPageFrame>
  );
}

/** `/:community/transaction/:transactionId/application-pending-criminal-review`: shown as In Progress. */
export function PendingCriminalReviewPage() {
  return <StatusPageFrame page={statusPages.pendingCriminalReview} texts="pendingCriminalReview" />;
}

/** `/:community/transaction/:transactionId/pending-confirmation`: submitted, an agent still to confirm. */
export function PendingConfirmationPage() {
  return <StatusPageFrame page={statusPages.pendingConfirmation} texts="pendingConfirmation" />;
}
