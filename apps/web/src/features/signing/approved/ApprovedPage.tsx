import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunitySession } from '@/features/accounts/api/get-session';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { StatusPageGuard } from '@/shared/status/StatusPageFrame';
import { statusPages } from '@/shared/status/status-page-paths';
import { AgreementStep } from './AgreementStep';
import { ApprovalMessageStep } from './ApprovalMessageStep';
import { useTransactionApplicant } from './api/transaction-applicant';
import { DocumentReadyStep } from './DocumentReadyStep';
import {
  type ApprovedStep,
  initialStep,
  isDocumentChange,
  isNoticeToVacate,
  maySignInSession,
  stepAfterAgreement,
  stepAfterApproval,
} from './lib/approved-steps';
import { NoticeSigningStep } from './NoticeSigningStep';
import { PaymentDetailsStep } from './PaymentDetailsStep';
import { SignDocumentsStep } from './SignDocumentsStep';
import { useSignDocument } from './use-sign-document';

/** Navigation state that opens the screen past the approval message (spec: skip-approved-page flag). */
interface ApprovedNavigationState {
  skipApprovedPage?: boolean;
}

/**
 * `/:community/transaction/:transactionId/application-approved`: spec part 2 "Approved screen". The
 * approval message, then (when the community agrees on rental options first) the agreement, the payment
 * details with the lease to sign, and the documents when there are several. Go Back retraces the steps.
 * A document change (a lease revision or lease document) opens on its one document to sign.
 */
export function ApprovedPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const location = useLocation();
  const applicant = useTransactionApplicant(transaction);
  const { session } = useCommunitySession(community.slug);
  const notice = isNoticeToVacate(transaction);
  // A signed notice has no lease-signed page: the approval message says what follows.
  const onAllSigned = notice ? () => setSteps(['approval']) : undefined;
  const signing = { ...useSignDocument(transaction, onAllSigned), maySign: maySignInSession(session) };
  const agreementOn = community.utilize_rental_options_as_source_of_truth_across_product_suite;
  const skip = (location.state as ApprovedNavigationState | null)?.skipApprovedPage === true;
  const documentChange = isDocumentChange(transaction);
  // The agreement is about a new lease's options: a notice or a lease change has none to agree to.
  const agreementStep = agreementOn && !notice;
  const [steps, setSteps] = useState<ApprovedStep[]>(() => [
    initialStep(skip, agreementStep, documentChange),
  ]);
  const step = steps[steps.length - 1] ?? 'approval';
  const goTo = (next: ApprovedStep) => setSteps((current) => [...current, next]);
  const onBack = steps.length > 1 ? () => setSteps((current) => current.slice(0, -1)) : undefined;

  // A new step replaces the card: focus goes to its heading, as on a new page.
  const container = useRef<HTMLDivElement>(null);
  const shownSteps = useRef(steps.length);
  useEffect(() => {
    if (shownSteps.current === steps.length) return;
    shownSteps.current = steps.length;
    const heading = container.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [steps.length]);

  // A document change opens on its document; a resident with nothing of it to sign reads step 1.
  const nothingToSign = documentChange && applicant.data?.is_pending_signature === false;
  return (
    <div ref={container}>
      {step === 'approval' || nothingToSign ? (
        <ApprovalMessageStep
          applicant={applicant}
          onContinue={() => goTo(stepAfterApproval(agreementStep))}
        />
      ) : (
        <StatusPageGuard page={statusPages.approved}>
          {step === 'agreement' ? (
            <AgreementStep
              onBack={onBack}
              onAgreed={() => goTo(stepAfterAgreement(applicant.data?.signable_documents ?? []))}
            />
          ) : applicant.data ? (
            documentChange ? (
              <DocumentReadyStep applicant={applicant.data} signing={signing} />
            ) : step === 'payment' && notice ? (
              <NoticeSigningStep applicant={applicant.data} signing={signing} onBack={onBack} />
            ) : step === 'payment' ? (
              <PaymentDetailsStep
                applicant={applicant.data}
                signing={signing}
                onSignDocuments={() => goTo('documents')}
                onBack={onBack}
              />
            ) : (
              <SignDocumentsStep applicant={applicant.data} signing={signing} onBack={onBack} />
            )
          ) : (
            <QueryFallback
              query={applicant}
              loadingLabel={t('approvedFlow.loading')}
              failure={{ message: oops(t('approvedFlow.loadFailed')), retryLabel: t('approvedFlow.retry') }}
            />
          )}
        </StatusPageGuard>
      )}
    </div>
  );
}
