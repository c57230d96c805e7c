import type { Applicant } from '@portal/domain/schemas/lease-transaction';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { type FallbackQuery, QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { renewalOffersPath } from '@/lib/lease-paths';
import { formatCents } from '@/lib/money';
import { oops } from '@/lib/oops';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { StatusPageFrame, useHomeLine } from '@/shared/status/StatusPageFrame';
import { statusPages } from '@/shared/status/status-page-paths';
import styles from './Approved.module.css';
import {
  approvalHeading,
  approvalSubtitle,
  canContinueToSigning,
  renewalBackLease,
} from './lib/approved-steps';
import { depositNoticeOf } from './lib/deposit-notice';

interface ApprovalMessageStepProps {
  applicant: FallbackQuery & { data?: Applicant | undefined };
  onContinue: () => void;
}

/** Step 1: the approval, the home, what a conditional approval asks, and Continue to sign. */
export function ApprovalMessageStep({ applicant, onContinue }: ApprovalMessageStepProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const home = useHomeLine();
  const backLease = renewalBackLease(transaction);
  const signing = applicant.data;
  const notice = depositNoticeOf(transaction, community.enable_deposit_alternative);
  return (
    <StatusPageFrame
      page={statusPages.approved}
      texts="approved"
      heading={t(`status.approved.${approvalHeading(transaction)}`)}
      // Nothing is said about signing until the caller's signing state is known.
      intro={signing ? t(`status.approved.${approvalSubtitle(transaction, signing)}`) : ''}
      actions={
        signing && canContinueToSigning(transaction, signing) ? (
          <Button onClick={onContinue}>{t('status.approved.continue')}</Button>
        ) : null
      }
    >
      {backLease !== null ? (
        <p>
          <Link to={renewalOffersPath(community.slug, backLease)}>{t('status.approved.goBack')}</Link>
        </p>
      ) : null}
      <p className={styles.home}>{home}</p>
      {notice ? (
        <p className={styles.notice}>
          {t(`status.approved.${notice.key}`, {
            amount: notice.amount === null ? '' : formatCents(notice.amount),
          })}
        </p>
      ) : null}
      {signing ? null : (
        <QueryFallback
          query={applicant}
          loadingLabel={t('approvedFlow.loading')}
          failure={{ message: oops(t('approvedFlow.loadFailed')), retryLabel: t('approvedFlow.retry') }}
        />
      )}
    </StatusPageFrame>
  );
}
