import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { Applicant } from '@portal/domain/schemas/lease-transaction';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { LoadingState } from '../../../components/ui/LoadingState';
import { formatCents } from '../../../lib/money';
import { useCurrentTransaction } from '../../journey/components/transaction-context';
import { StatusPageFrame, useHomeLine } from '../../status/components/StatusPageFrame';
import { statusPages } from '../../status/lib/status-pages';
import styles from './Approved.module.css';
import {
  approvalSubtitle,
  canContinueToSigning,
  canSignNotice,
  isNoticeToVacate,
  noticeSubtitle,
} from './lib/approved-steps';

type TransactionInput = Parameters<typeof approvalSubtitle>[0] & Parameters<typeof noticeSubtitle>[0];
type SigningInput = Parameters<typeof approvalSubtitle>[1];

function headingOf(type: number, t: TFunction): string | undefined {
  if (type === TransactionType.Transfer) return t('status.approved.transferHeading');
  if (type === TransactionType.NoticeToVacate) return t('status.approved.noticeHeading');
  return undefined;
}

const subtitleOf = (transaction: TransactionInput & { type: number }, signing: SigningInput) =>
  isNoticeToVacate(transaction)
    ? noticeSubtitle(transaction, signing)
    : approvalSubtitle(transaction, signing);

const continuesToSigning = (transaction: TransactionInput & { type: number }, signing: SigningInput) =>
  isNoticeToVacate(transaction)
    ? canSignNotice(transaction, signing)
    : canContinueToSigning(transaction, signing);

interface ApprovalMessageStepProps {
  applicant: { data?: Applicant | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  onContinue: () => void;
}

/** Step 1: the approval, the home, what a conditional approval asks, and Continue to sign. */
export function ApprovalMessageStep({ applicant, onContinue }: ApprovalMessageStepProps) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const home = useHomeLine();
  const signing = applicant.data;
  return (
    <StatusPageFrame
      page={statusPages.approved}
      texts="approved"
      heading={headingOf(transaction.type, t)}
      // Nothing is said about signing until the caller's signing state is known.
      intro={signing ? t(`status.approved.${subtitleOf(transaction, signing)}`) : ''}
      actions={
        signing && continuesToSigning(transaction, signing) ? (
          <Button onClick={onContinue}>{t('status.approved.continue')}</Button>
        ) : null
      }
    >
      <p className={styles.home}>{home}</p>
      {transaction.security_deposit !== null ? (
        <p className={styles.notice}>
          {t('status.approved.depositNotice', { amount: formatCents(transaction.security_deposit) })}
        </p>
      ) : null}
      {transaction.security_fee !== null ? (
        <p className={styles.notice}>
          {t('status.approved.feeNotice', { amount: formatCents(transaction.security_fee) })}
        </p>
      ) : null}
      {!signing && !applicant.isError ? <LoadingState label={t('approvedFlow.loading')} /> : null}
      {!signing && applicant.isError ? (
        <LoadFailure
          message={t('approvedFlow.loadFailed')}
          retryLabel={t('approvedFlow.retry')}
          onRetry={() => void applicant.refetch()}
          retrying={applicant.isFetching}
        />
      ) : null}
    </StatusPageFrame>
  );
}
