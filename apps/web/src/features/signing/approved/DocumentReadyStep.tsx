import type { Applicant } from '@portal/domain/schemas/lease-transaction';
import { useTranslation } from '@/lib/i18n';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import styles from './Approved.module.css';
import { DocumentCopyAction } from './DocumentCopyAction';
import { SigningHomeLine } from './SigningHomeLine';
import { type SigningControls, SigningStatus } from './SigningStatus';
import { SigningStepFrame } from './SigningStepFrame';
import { SignOneDocumentButton } from './SignOneDocumentButton';

interface DocumentReadyStepProps {
  applicant: Applicant;
  signing: SigningControls;
}

/**
 * The signing step of a document change (a lease revision or a lease document): "You Have a Document
 * Ready to Sign", with nothing to pay and no Go Back (spec part 2, Approved screen, step 3).
 */
export function DocumentReadyStep({ applicant, signing }: DocumentReadyStepProps) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const [document] = applicant.signable_documents;
  return (
    <SigningStepFrame title={t('approvedFlow.document.title')} heading={t('approvedFlow.document.heading')}>
      <SigningHomeLine />
      {document ? <p>{t('approvedFlow.document.named', { name: document.name })}</p> : null}
      <p className={styles.disclaimer}>{t('approvedFlow.document.legal')}</p>
      <SigningStatus signing={signing} />
      <div className={styles.actions}>
        <SignOneDocumentButton
          applicant={applicant}
          signing={signing}
          label={t('approvedFlow.document.sign')}
        />
        {document ? (
          <DocumentCopyAction
            transactionId={transaction.id}
            document={{ document_id: document.id }}
            label={t('approvedFlow.document.retrieve')}
            readyLabel={t('approvedFlow.document.download')}
          />
        ) : null}
      </div>
    </SigningStepFrame>
  );
}
