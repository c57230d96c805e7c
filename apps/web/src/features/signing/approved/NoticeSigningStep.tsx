import type { Applicant } from '@portal/domain/schemas/lease-transaction';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import styles from './Approved.module.css';
import { PaymentStepFrame } from './PaymentStepFrame';
import type { SigningControls } from './SigningStatus';
import { SignOneDocumentButton } from './SignOneDocumentButton';

interface NoticeSigningStepProps {
  applicant: Applicant;
  signing: SigningControls;
  onBack?: (() => void) | undefined;
}

/**
 * Step 3 for a notice to vacate: no payments are read (spec part 2, Charges and banking), the move-out
 * costs are a call to the office, and the notice is viewed and signed.
 */
export function NoticeSigningStep({ applicant, signing, onBack }: NoticeSigningStepProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  return (
    <PaymentStepFrame
      signing={signing}
      onBack={onBack}
      signAction={
        <SignOneDocumentButton
          applicant={applicant}
          signing={signing}
          label={t('approvedFlow.payment.signNotice')}
        />
      }
      document={{ document_type: 'notice_to_vacate' }}
      copyLabel={t('approvedFlow.copy.retrieveNotice')}
      copyReadyLabel={t('approvedFlow.copy.downloadNotice')}
    >
      <p>{t('approvedFlow.payment.moveOutCosts', { phone: community.contact_phone })}</p>
      <p className={styles.disclaimer}>{t('approvedFlow.payment.noticeLegal')}</p>
    </PaymentStepFrame>
  );
}
