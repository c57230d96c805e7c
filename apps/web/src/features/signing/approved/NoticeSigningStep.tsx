import type { Applicant } from '@portal/domain/schemas/lease-transaction';
import { useTranslation } from 'react-i18next';
import { useCommunity } from '../../../app/community-context';
import { Button } from '../../../components/ui/Button';
import { useCurrentTransaction } from '../../journey/components/transaction-context';
import styles from './Approved.module.css';
import { DocumentCopyAction } from './DocumentCopyAction';
import { documentToSign } from './lib/approved-steps';
import { SignError, type SigningControls } from './SignError';
import { SigningStepFrame } from './SigningStepFrame';

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
  const document = documentToSign(applicant.signable_documents);
  const processing = applicant.is_lease_signature_being_processed || signing.busyDocument !== null;
  return (
    <SigningStepFrame
      title={t('approvedFlow.payment.title')}
      heading={t('approvedFlow.payment.heading')}
      onBack={onBack}
    >
      <p className={styles.home}>
        {t('approvedFlow.payment.home', {
          community: community.display_name,
          unit: transaction.unit.unit_number,
        })}
      </p>
      <p>{t('approvedFlow.payment.moveOutCosts', { phone: community.contact_phone })}</p>
      <p className={styles.disclaimer}>{t('approvedFlow.payment.noticeLegal')}</p>
      <SignError message={signing.error} />
      {!signing.maySign ? <p className={styles.disclaimer}>{t('approvedFlow.payment.notAllowed')}</p> : null}
      <div className={styles.actions}>
        <Button
          aria-disabled={processing || !signing.maySign || !document || undefined}
          onClick={() => {
            if (!processing && signing.maySign && document) signing.sign(document.id);
          }}
        >
          {processing ? t('approvedFlow.payment.processing') : t('approvedFlow.payment.signNotice')}
        </Button>
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
