import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import styles from './Approved.module.css';
import type { LeaseDocumentRef } from './api/lease-document-url';
import { DocumentCopyAction } from './DocumentCopyAction';
import { SigningHomeLine } from './SigningHomeLine';
import { type SigningControls, SigningStatus } from './SigningStatus';
import { SigningStepFrame } from './SigningStepFrame';

interface PaymentStepFrameProps {
  signing: SigningControls;
  onBack?: (() => void) | undefined;
  /** The button that signs, beside the copy to download. */
  signAction: ReactNode;
  /** The document signed at this step, its copy offered as a download. */
  document: LeaseDocumentRef;
  copyLabel: string;
  copyReadyLabel: string;
  /** What the step says between the home line and where the signing stands. */
  children: ReactNode;
}

/**
 * Step 3's frame, for a lease or a notice to vacate: the home line, what the step says, where the signing
 * stands, then the sign button and the document's copy to download.
 */
export function PaymentStepFrame(props: PaymentStepFrameProps) {
  const { signing, onBack, signAction, document, copyLabel, copyReadyLabel, children } = props;
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  return (
    <SigningStepFrame
      title={t('approvedFlow.payment.title')}
      heading={t('approvedFlow.payment.heading')}
      onBack={onBack}
    >
      <SigningHomeLine />
      {children}
      <SigningStatus signing={signing} />
      <div className={styles.actions}>
        {signAction}
        <DocumentCopyAction
          transactionId={transaction.id}
          document={document}
          label={copyLabel}
          readyLabel={copyReadyLabel}
        />
      </div>
    </SigningStepFrame>
  );
}
