import type { PaymentAnswer } from '@portal/domain/schemas/payments';
import { useState } from 'react';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isPrimaryApplicant, transactionPath } from '@/shared/journey-step/drawer-inputs';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { PaymentBreakdownCard } from '@/shared/payment-breakdown/PaymentBreakdownCard';
import { usePaymentBreakdown } from '../api/payment-breakdown';
import { usePaymentOptions } from '../api/payment-options';
import { DueNowSection } from './DueNowSection';
import { OwnScreeningReport } from './OwnScreeningReport';
import { PaymentReceipt } from './PaymentReceipt';
import { PreApplicationNotice } from './PreApplicationNotice';
import { SecurityPaymentChoiceForm } from './SecurityPaymentChoiceForm';

/**
 * `/:community/transaction/:transactionId/fees-deposits`: every charge of the lease explained (the payment
 * breakdown card), then what the applicant owes today and paying it with a saved or new card or a
 * verified bank account. A successful payment shows its receipt in place of the form.
 */
export function FeesDepositsPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const [receipt, setReceipt] = useState<PaymentAnswer | null>(null);
  useDocumentTitle(t('payments.fees.title'), community.display_name);

  return (
    <JourneyCard
      eyebrow={t('payments.fees.eyebrow')}
      heading={t('payments.fees.heading')}
      intro={t('payments.fees.intro')}
    >
      {receipt ? (
        <PaymentReceipt receipt={receipt} />
      ) : (
        <>
          {isPrimaryApplicant(transaction) ? <SecurityPaymentChoice /> : null}
          <PreApplicationNotice />
          <OwnScreeningReport />
          <MoveInCosts chargesPath={transactionPath(community.slug, transaction.id, 'charges')} />
          <DueNowSection onPaid={setReceipt} />
        </>
      )}
    </JourneyCard>
  );
}

/** The deposit or its alternative, once the options say the community offers the choice (read with Due Today). */
function SecurityPaymentChoice() {
  const transaction = useCurrentTransaction();
  const choice = usePaymentOptions(transaction.id).data?.unit_security_payment_choice;
  return choice ? <SecurityPaymentChoiceForm choice={choice} /> : null;
}

function MoveInCosts({ chargesPath }: { chargesPath: string }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const breakdown = usePaymentBreakdown(transaction.id);
  if (!breakdown.isSuccess) {
    return (
      <QueryFallback
        query={breakdown}
        loadingLabel={t('payments.fees.loadingBreakdown')}
        failure={{ message: oops(t('payments.fees.breakdownFailed')), retryLabel: t('payments.fees.retry') }}
      />
    );
  }
  return (
    <PaymentBreakdownCard
      breakdown={breakdown.data}
      heading={t('payments.fees.moveInCosts')}
      chargesPath={chargesPath}
      viewerApplicantId={transaction.applicant.id}
    />
  );
}
