import type { Applicant } from '@portal/domain/schemas/lease-transaction';
import { Button } from '@/components/ui/Button';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { usePaymentDetails } from '@/features/payments/api/payment-details';
import { isApiRequestError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { MoveInCharges } from '@/shared/payment-breakdown/PaymentDetailsPage';
import styles from './Approved.module.css';
import { PaymentStepFrame } from './PaymentStepFrame';
import type { SigningControls } from './SigningStatus';
import { SignOneDocumentButton } from './SignOneDocumentButton';

interface PaymentDetailsStepProps {
  applicant: Applicant;
  signing: SigningControls;
  onSignDocuments: () => void;
  onBack?: (() => void) | undefined;
}

/** Step 3: the move-in charges, the disclaimers, and the lease to sign (or Sign Documents for several). */
export function PaymentDetailsStep({ applicant, signing, onSignDocuments, onBack }: PaymentDetailsStepProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const details = usePaymentDetails(transaction.id);
  const notYet = isApiRequestError(details.error) && details.error.status === 409 ? details.error : null;
  const several = applicant.signable_documents.length > 1;
  return (
    <PaymentStepFrame
      signing={signing}
      onBack={onBack}
      signAction={
        several ? (
          <Button onClick={onSignDocuments}>{t('approvedFlow.payment.signDocuments')}</Button>
        ) : (
          <SignOneDocumentButton
            applicant={applicant}
            signing={signing}
            label={t('approvedFlow.payment.sign')}
          />
        )
      }
      document={{ document_type: 'lease' }}
      copyLabel={t('approvedFlow.copy.retrieve')}
      copyReadyLabel={t('approvedFlow.copy.download')}
    >
      {notYet ? (
        <StatusBanner tone="info" messages={[notYet.message]} />
      ) : details.data ? (
        <MoveInCharges details={details.data} />
      ) : (
        <QueryFallback
          query={details}
          loadingLabel={t('approvedFlow.payment.loading')}
          failure={{
            message: oops(t('approvedFlow.payment.loadFailed')),
            retryLabel: t('approvedFlow.retry'),
          }}
        />
      )}
      {community.leasing_pricing_disclaimer ? (
        <p className={styles.disclaimer}>{community.leasing_pricing_disclaimer}</p>
      ) : null}
      <p className={styles.disclaimer}>{t('approvedFlow.payment.legal')}</p>
    </PaymentStepFrame>
  );
}
