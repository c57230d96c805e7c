import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { openLinkedDocument } from '@/lib/open-document';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import styles from '@/shared/status/Status.module.css';
import { StatusPageFrame, useHomeLine } from '@/shared/status/StatusPageFrame';
import { statusPages } from '@/shared/status/status-page-paths';
import { adverseActionNoticeUrl } from '../api/adverse-action-notice';
import { useCriminalReview } from '../api/criminal-review';
import { CriminalReviewAnswer } from './CriminalReviewAnswer';

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
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  // A letter waiting for an answer is something to do: the page says so instead of "nothing more".
  const waitingForAnswer = useCriminalReview(transaction.id).data?.can_respond === true;
  return (
    <StatusPageFrame
      page={statusPages.pendingCriminalReview}
      texts="pendingCriminalReview"
      {...(waitingForAnswer ? { intro: t('status.criminalReview.pageIntro') } : {})}
    >
      <CriminalReviewAnswer />
    </StatusPageFrame>
  );
}

/**
 * `/:community/transaction/:transactionId/pending-confirmation`: submitted, an agent still to confirm; or,
 * once approved, everyone has signed and the leasing team countersigns.
 */
export function PendingConfirmationPage() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const countersigning = transaction.status !== ApplicationStatus.Submitted;
  return (
    <StatusPageFrame
      page={statusPages.pendingConfirmation}
      texts="pendingConfirmation"
      {...(countersigning
        ? {
            heading: t('status.pendingConfirmation.countersignHeading'),
            intro: t('status.pendingConfirmation.countersignBody'),
          }
        : {})}
    />
  );
}

/** `/:community/transaction/:transactionId/lease-signed`: the caller has signed; others may still sign. */
export function LeaseSignedPage() {
  const home = useHomeLine();
  return (
    <StatusPageFrame page={statusPages.leaseSigned} texts="leaseSigned">
      <p className={styles.home}>{home}</p>
    </StatusPageFrame>
  );
}

/** `/:community/transaction/:transactionId/lease-voided`: the lease sent was withdrawn to be corrected. */
export function LeaseVoidedPage() {
  const home = useHomeLine();
  return (
    <StatusPageFrame page={statusPages.leaseVoided} texts="leaseVoided">
      <p className={styles.home}>{home}</p>
    </StatusPageFrame>
  );
}

/**
 * `/:community/transaction/:transactionId/application-denied`, with the adverse action notice to open.
 * A declined renewal was never screened, so it has no notice: the office explains it.
 */
export function ApplicationDeniedPage() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const home = useHomeLine();
  if (transaction.type === TransactionType.Renewal) {
    return (
      <StatusPageFrame
        page={statusPages.denied}
        texts="denied"
        heading={t('status.denied.renewalHeading')}
        intro={t('status.denied.renewalBody')}
      >
        <p className={styles.home}>{home}</p>
      </StatusPageFrame>
    );
  }
  return (
    <StatusPageFrame page={statusPages.denied} texts="denied">
      <p className={styles.home}>{home}</p>
      <div>
        <a
          className={buttonClassName('secondary')}
          href={adverseActionNoticeUrl(transaction.id)}
          onClick={openLinkedDocument}
          aria-label={t('status.denied.learnWhyNamed', { unit: transaction.unit.unit_number })}
        >
          {t('status.denied.learnWhy')}
        </a>
      </div>
    </StatusPageFrame>
  );
}
