import type { Applicant } from '@portal/domain/schemas/lease-transaction';
import { useCommunity } from '../../../app/community-context';
import { useTranslation } from '../../../lib/i18n';
import { useCurrentTransaction } from '../../journey/components/transaction-context';
import styles from './Approved.module.css';
import { DocumentCopyAction } from './DocumentCopyAction';
import { SigningHomeLine } from './SigningHomeLine';
import { type SigningControls, SigningStatus } from './SigningStatus';
import { SigningStepFrame } from './SigningStepFrame';
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
  const transaction = useCurrentTransaction();
  return (
    <SigningStepFrame
      title={t('approvedFlow.payment.title')}
      heading={t('approvedFlow.payment.heading')}
      onBack={onBack}
    >
      <SigningHomeLine />
      <p>{t('approvedFlow.payment.moveOutCosts', { phone: community.contact_phone })}</p>
      <p className={styles.disclaimer}>{t('approvedFlow.payment.noticeLegal')}</p>
      <SigningStatus signing={signing} />
      <div className={styles.actions}>
        <SignOneDocumentButton
          applicant={applicant}
          signing={signing}
          label={t('approvedFlow.payment.signNotice')}
        />
        <DocumentCopyAction
          transactionId={transaction.id}
          document={{ document_type: 'notice_to_vacate' }}
          label={t('approvedFlow.copy.retrieveNotice')}
          readyLabel={t('approvedFlow.copy.downloadNotice')}
          mode="download"
        />
      </div>
    </SigningStepFrame>
  );
}
