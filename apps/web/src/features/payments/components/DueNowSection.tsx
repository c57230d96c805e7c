import type { PaymentOptions } from '@portal/domain/schemas/payment-options';
import type { PaymentAnswer } from '@portal/domain/schemas/payments';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useChargeName } from '@/lib/charge-name';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { ContinueStep } from '@/shared/journey-step/ContinueStep';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { AmountTable } from '@/shared/payment-breakdown/AmountTable';
import styles from '@/shared/payment-breakdown/FeesDepositsPage.module.css';
import { usePreApplicationNotice } from '../api/fee-law';
import { PayForm } from './PayForm';
import { PaymentOptionsGate } from './PaymentOptionsGate';

/** What the applicant owes today (their application fee; the holding deposit too for the primary), and paying it. */
export function DueNowSection({ onPaid }: { onPaid: (receipt: PaymentAnswer) => void }) {
  const { t } = useTranslation();
  const headingId = useId();

  return (
    <section className={styles.dueNow} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('payments.fees.dueNowHeading')}
      </h2>
      <PaymentOptionsGate loadingLabel={t('payments.fees.loadingDue')}>
        {(options) => <DueNow options={options} onPaid={onPaid} />}
      </PaymentOptionsGate>
    </section>
  );
}

function DueNow({ options, onPaid }: { options: PaymentOptions; onPaid: (receipt: PaymentAnswer) => void }) {
  const { t } = useTranslation();
  const chargeName = useChargeName();
  const transaction = useCurrentTransaction();
  const notice = usePreApplicationNotice(transaction.id).data;
  // The law's notice before any fee (payments.notice) is read and accepted above, before paying.
  const noticePending = notice?.required === true && notice.accepted_at === null;
  const { due_now: due } = options;
  return (
    <>
      <AmountTable
        caption={t('payments.fees.dueNowCaption')}
        captionHidden
        rows={due.items.map((item) => ({
          key: `${item.category}:${item.name}`,
          label: chargeName(item.name),
          amount: item.amount,
        }))}
        totals={[
          ...(due.paid > 0 ? [{ key: 'paid', label: t('payments.fees.paid'), amount: -due.paid }] : []),
          { key: 'balance', label: t('payments.fees.balance'), amount: due.balance },
        ]}
      />
      {due.balance === 0 ? (
        <>
          <StatusBanner
            tone="success"
            messages={[t(due.paid > 0 ? 'payments.fees.allPaid' : 'payments.fees.nothingDue')]}
          />
          <ContinueStep page="fees-deposits" />
        </>
      ) : noticePending ? (
        <p>{t('payments.notice.payAfter')}</p>
      ) : options.payment_terms_accepted ? (
        <PayForm acceptsBank={options.accept_ach_payments_from_applicants} onPaid={onPaid} />
      ) : (
        <TermsFirst />
      )}
    </>
  );
}

/** Paying authorizes the charge the payment terms describe, so they are read and agreed to first. */
function TermsFirst() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  return (
    <div className={styles.termsFirst}>
      <p>{t('payments.fees.termsFirst')}</p>
      <Link
        className={buttonClassName('primary', styles.submit)}
        to={transactionPath(community.slug, transaction.id, 'payment-terms')}
      >
        {t('payments.fees.readTerms')}
      </Link>
    </div>
  );
}
