import type { Applicant } from '@portal/domain/schemas/lease-transaction';
import type { SignableDocument } from '@portal/domain/schemas/signable-documents';
import { Button } from '@/components/ui/Button';
import surface from '@/components/ui/Surface.module.css';
import { useTranslation } from '@/lib/i18n';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import styles from './Approved.module.css';
import { DocumentCopyAction } from './DocumentCopyAction';
import { type SigningControls, SigningStatus } from './SigningStatus';
import { SigningStepFrame } from './SigningStepFrame';

interface SignDocumentsStepProps {
  applicant: Applicant;
  signing: SigningControls;
  onBack?: (() => void) | undefined;
}

/** Step 4: one card per document the caller signs, signed, to sign, or being finalized. */
export function SignDocumentsStep({ applicant, signing, onBack }: SignDocumentsStepProps) {
  const { t } = useTranslation();
  return (
    <SigningStepFrame
      title={t('approvedFlow.documents.title')}
      heading={t('approvedFlow.documents.heading')}
      intro={t('approvedFlow.documents.intro')}
      onBack={onBack}
    >
      <SigningStatus signing={signing} />
      <ul className={surface.stackList}>
        {applicant.signable_documents.map((document) => (
          <DocumentCard
            key={document.id}
            document={document}
            signing={signing}
            processing={applicant.is_lease_signature_being_processed}
          />
        ))}
      </ul>
    </SigningStepFrame>
  );
}

interface DocumentCardProps {
  document: SignableDocument;
  signing: SigningControls;
  processing: boolean;
}

function DocumentCard({ document, signing, processing }: DocumentCardProps) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const name = document.name;
  const ref = { document_id: document.id };
  const busy = processing || signing.busyDocument !== null;
  const showsProcessing = signing.busyDocument === document.id || processing;
  return (
    <li className={styles.card}>
      <h2 className={styles.cardHeading}>{name}</h2>
      {document.is_voided ? (
        <p className={styles.voided}>{t('approvedFlow.documents.voided')}</p>
      ) : document.is_signed ? (
        <>
          <p className={styles.signed}>{t('approvedFlow.documents.signed')}</p>
          <DocumentCopyAction
            transactionId={transaction.id}
            document={ref}
            label={t('approvedFlow.documents.view')}
            readyLabel={t('approvedFlow.documents.view')}
            ariaLabel={t('approvedFlow.documents.viewNamed', { name })}
            readyAriaLabel={t('approvedFlow.documents.viewNamed', { name })}
          />
        </>
      ) : (
        <div className={styles.actions}>
          <Button
            aria-label={showsProcessing ? undefined : t('approvedFlow.documents.reviewNamed', { name })}
            aria-disabled={busy || !signing.maySign || undefined}
            onClick={() => (busy || !signing.maySign ? undefined : signing.sign(document.id))}
          >
            {showsProcessing ? t('approvedFlow.payment.processing') : t('approvedFlow.documents.review')}
          </Button>
          <DocumentCopyAction
            transactionId={transaction.id}
            document={ref}
            label={t('approvedFlow.documents.download')}
            readyLabel={t('approvedFlow.documents.download')}
            ariaLabel={t('approvedFlow.documents.downloadNamed', { name })}
            readyAriaLabel={t('approvedFlow.documents.downloadNamed', { name })}
          />
        </div>
      )}
    </li>
  );
}
