import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { PaymentDetails } from '@portal/domain/schemas/payment-details';
import { useId } from 'react';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { usePaymentDetails } from '@/features/payments/api/payment-details';
import { isApiRequestError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { useDocumentTitle } from '@/lib/use-document-title';
import { JourneyCard } from '../journey-step/JourneyCard';
import { useCurrentTransaction } from '../journey-step/transaction-context';
import { AmountTable } from './AmountTable';
import { BreakdownTable } from './BreakdownTable';
import styles from './PaymentBreakdownCard.module.css';

/**
 * `/:community/transaction/:transactionId/payment-details`: what the household pays at move-in, every
 * amount from the server. It opens once the application fees are paid; the signing flow (after approval)
 * will lead here.
 */
export function PaymentDetailsPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const details = usePaymentDetails(transaction.id);
  useDocumentTitle(t('payments.details.title'), community.display_name);

  // A 409 says the fees are not paid yet, in words fit to show.
  const notYet = isApiRequestError(details.error) && details.error.status === 409 ? details.error : null;
  return (
    <JourneyCard
      eyebrow={t('payments.details.eyebrow')}
      heading={t('payments.details.heading')}
      intro={
        details.data
          ? t('payments.details.intro', { date: spelledOutDate(details.data.move_in_date) })
          : undefined
      }
    >
      {notYet ? (
        <StatusBanner tone="info" messages={[notYet.message]} />
      ) : !details.isSuccess ? (
        <QueryFallback
          query={details}
          loadingLabel={t('payments.details.loading')}
          failure={{ message: t('payments.details.loadFailed'), retryLabel: t('payments.fees.retry') }}
        />
      ) : null}
      {details.data ? <MoveInCharges details={details.data} /> : null}
    </JourneyCard>
  );
}

/** The move-in charges, as the signing step of the approved screen shows them too. */
export function MoveInCharges({ details }: { details: PaymentDetails }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const headingId = useId();
  const viewer = transaction.applicant.id;
  // A renewal moves nobody in: its first month is what starts it, and the deposits held carry over.
  const renewal = transaction.type === TransactionType.Renewal;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t(renewal ? 'payments.details.renewalChargesHeading' : 'payments.details.chargesHeading')}
      </h2>
      <BreakdownTable
        caption={t('payments.details.firstMonth')}
        group={details.first_month}
        viewerApplicantId={viewer}
      />
      {renewal && details.deposits.items.length === 0 ? null : (
        <BreakdownTable
          caption={t('payments.details.deposits')}
          group={details.deposits}
          viewerApplicantId={viewer}
        />
      )}
      {details.one_time_fees.items.length > 0 ? (
        <BreakdownTable
          caption={t('payments.details.oneTimeFees')}
          group={details.one_time_fees}
          viewerApplicantId={viewer}
        />
      ) : null}
      {details.credits.length > 0 ? (
        <AmountTable
          caption={t('payments.details.credits')}
          rows={details.credits.map((credit) => ({
            key: `${credit.category}:${credit.name}`,
            label: t('payments.details.paid', { name: credit.name }),
            amount: -credit.amount,
          }))}
          totals={[]}
        />
      ) : null}
      <p className={styles.perMonth}>
        {t(renewal ? 'payments.details.renewalTotal' : 'payments.details.total', {
          amount: formatCents(details.total),
        })}
      </p>
    </section>
  );
}
