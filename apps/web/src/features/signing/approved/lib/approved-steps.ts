import { roles } from '@portal/domain/constants/roles';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { SessionSummary } from '@portal/domain/schemas/session';
import type { ApplicantSigning, SignableDocument } from '@portal/domain/schemas/signing';

/** Spec part 2 "Approved screen": the approval message, the agreement, payment details, the documents. */
export type ApprovedStep = 'approval' | 'agreement' | 'payment' | 'documents';

type TransactionInput = Pick<LeaseTransaction, 'applicant' | 'events' | 'documents_sent'>;
type NoticeInput = Pick<LeaseTransaction, 'type' | 'documents_sent'>;
type SigningInput = Pick<ApplicantSigning, 'is_pending_signature'>;

export const isGuarantor = (transaction: Pick<LeaseTransaction, 'applicant'>) =>
  transaction.applicant.role === roles.guarantor.code;

const hasOwnEvent = (transaction: TransactionInput, step: TransactionStep) =>
  transaction.events.some((event) => event.event === step && event.applicant === transaction.applicant.id);

/** The payment event of the spec: the caller finished Fees & Deposits (paying, or owing nothing then). */
const hasPaid = (transaction: TransactionInput) => hasOwnEvent(transaction, TransactionStep.FeesDeposits);

/** The caller may go on to sign: not a guarantor, paid, not signed, documents out and waiting for them. */
export function canContinueToSigning(transaction: TransactionInput, signing: SigningInput): boolean {
  return (
    !isGuarantor(transaction) &&
    signing.is_pending_signature &&
    transaction.documents_sent &&
    hasPaid(transaction) &&
    !hasOwnEvent(transaction, TransactionStep.Signed)
  );
}

export const isNoticeToVacate = (transaction: Pick<LeaseTransaction, 'type'>) =>
  transaction.type === TransactionType.NoticeToVacate;

/** A notice to vacate is signed once it is out and the caller's signature is awaited; nothing is paid. */
export const canSignNotice = (transaction: NoticeInput, signing: SigningInput) =>
  transaction.documents_sent && signing.is_pending_signature;

/** Step 1's subtitle (status.approved.*) for a notice to vacate. */
export const noticeSubtitle = (transaction: NoticeInput, signing: SigningInput) =>
  canSignNotice(transaction, signing) ? 'noticeSign' : 'noticeEmail';

/** Step 1's subtitle (status.approved.*) for the new-lease kinds. */
export function approvalSubtitle(
  transaction: TransactionInput,
  signing: SigningInput,
): 'finalized' | 'reviewAndSign' | 'body' {
  if (isGuarantor(transaction) || !signing.is_pending_signature) return 'finalized';
  return canContinueToSigning(transaction, signing) ? 'reviewAndSign' : 'body';
}

/** The documents the caller signs: several go through the Sign Documents step. */
const stepForDocuments = (documents: readonly SignableDocument[]): ApprovedStep =>
  documents.length > 1 ? 'documents' : 'payment';

/** Where Continue on the approval message leads. */
export function stepAfterApproval(agreementOn: boolean): ApprovedStep {
  return agreementOn ? 'agreement' : 'payment';
}

/** Once agreed: the documents step when more than one is signable, else payment details. */
export const stepAfterAgreement = stepForDocuments;

/** Step 1, unless the navigation asked to skip the approval message. */
export function initialStep(skipApproval: boolean, agreementOn: boolean): ApprovedStep {
  if (!skipApproval) return 'approval';
  return agreementOn ? 'agreement' : 'payment';
}

/** The one document the sign button of payment details opens: the first still to sign. */
export function documentToSign(documents: readonly SignableDocument[]): SignableDocument | undefined {
  return documents.find((document) => !document.is_signed && !document.is_voided);
}

/**
 * Spec part 2 §6: an impersonated session signs only when its staff member may
 * (`can_sign_documents_while_wormholed`); anyone else signs their own documents.
 */
export function maySignInSession(session: Pick<SessionSummary, 'kind' | 'impersonated_by'> | null): boolean {
  if (session?.kind !== 'impersonated') return true;
  return session.impersonated_by?.can_sign_documents_while_wormholed === true;
}
