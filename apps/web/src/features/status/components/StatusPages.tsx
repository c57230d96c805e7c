import { roles } from '@portal/domain/constants/roles';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useCommunity } from '../../../app/community-context';
import { buttonClassName } from '../../../components/ui/Button';
import { formatCents } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CallTheOffice } from '../../journey/components/holds/hold-parts';
import { JourneyCard } from '../../journey/components/JourneyCard';
import { useCurrentTransaction } from '../../journey/components/transaction-context';
import { nextRouteOf, transactionPath } from '../../journey/lib/drawer-inputs';
import { adverseActionNoticeUrl } from '../api/adverse-action-notice';
import { useCriminalReview } from '../api/criminal-review';
import { type StatusPage, statusPageOf, statusPages } from '../lib/status-pages';
import { CriminalReviewAnswer } from './CriminalReviewAnswer';
import styles from './Status.module.css';

interface StatusPageFrameProps {
  page: StatusPage;
  texts: 'cancelled' | 'pendingCriminalReview' | 'pendingConfirmation' | 'approved' | 'denied';
  /** Where the heading or the intro depend on the application, not only on the page. */
  heading?: string;
  intro?: string;
  children?: ReactNode;
}

/**
 * A page about the application as a whole, shown while the transaction is in that state (the layout keeps
 * everyone on it); once it is not, the flow takes over again.
 */
function StatusPageFrame({ page, texts, heading, intro, children }: StatusPageFrameProps) {
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
      heading={heading ?? t(`status.${texts}.heading`)}
      intro={intro ?? t(`status.${texts}.body`)}
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

/** `/:community/transaction/:transactionId/pending-confirmation`: submitted, an agent still to confirm. */
export function PendingConfirmationPage() {
  return <StatusPageFrame page={statusPages.pendingConfirmation} texts="pendingConfirmation" />;
}

/** The building's name, or its one-line address where it has none, as the approved and denied pages show it. */
function useHomeLine(texts: 'approved' | 'denied'): string {
  const { t } = useTranslation();
  const { unit } = useCurrentTransaction();
  const { building } = unit;
  const address = `${building.street_address}, ${building.city}, ${building.state} ${building.postal_code}`;
  return t(`status.${texts}.home`, { building: building.name || address, unit: unit.unit_number });
}

/** `/:community/transaction/:transactionId/application-approved`: step 1 of the approved screen. */
export function ApplicationApprovedPage() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const home = useHomeLine('approved');
  const isGuarantor = transaction.applicant.role === roles.guarantor.code;
  return (
    <StatusPageFrame
      page={statusPages.approved}
      texts="approved"
      heading={
        transaction.type === TransactionType.Transfer ? t('status.approved.transferHeading') : undefined
      }
      // Until a lease is sent for signing nobody is pending a signature: the team reaches out, except to a guarantor.
      intro={isGuarantor ? t('status.approved.finalized') : undefined}
    >
      <p className={styles.home}>{home}</p>
      {transaction.security_deposit !== null ? (
        <p className={styles.depositNotice}>
          {t('status.approved.depositNotice', { amount: formatCents(transaction.security_deposit) })}
        </p>
      ) : null}
      {transaction.security_fee !== null ? (
        <p className={styles.depositNotice}>
          {t('status.approved.feeNotice', { amount: formatCents(transaction.security_fee) })}
        </p>
      ) : null}
    </StatusPageFrame>
  );
}

/** `/:community/transaction/:transactionId/application-denied`, with the adverse action notice to download. */
export function ApplicationDeniedPage() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const home = useHomeLine('denied');
  return (
    <StatusPageFrame page={statusPages.denied} texts="denied">
      <p className={styles.home}>{home}</p>
      <div>
        <a
          className={buttonClassName('secondary')}
          href={adverseActionNoticeUrl(transaction.id)}
          download
          aria-label={t('status.denied.learnWhyNamed', { unit: transaction.unit.unit_number })}
        >
          {t('status.denied.learnWhy')}
        </a>
      </div>
    </StatusPageFrame>
  );
}
