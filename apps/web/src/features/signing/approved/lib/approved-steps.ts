import { roles } from '@portal/domain/constants/roles';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { isLeaseChange, TransactionType } from '@portal/domain/constants/transaction-types';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { SessionSummary } from '@portal/domain/schemas/session';
import type { ApplicantSigning, SignableDocument } from '@portal/domain/schemas/signable-documents';

/** Spec part 2 "Approved screen": the approval message, the agreement, payment details, the documents. */
export type ApprovedStep = 'approval' | 'agreement' | 'payment' | 'documents';

type TransactionInput = Pick<LeaseTransaction, 'type' | 'applicant' | 'events' | 'documents_sent'>;
type SigningInput = Pick<ApplicantSigning, 'is_pending_signature'>;

export const isGuarantor = (transaction: Pick<LeaseTransaction, 'applicant'>) =>
  transaction.applicant.role === roles.guarantor.code;

const hasOwnEvent = (transaction: TransactionInput, step: TransactionStep) =>
  transaction.events.some((event) => event.event === step && event.applicant === transaction.applicant.id);

/**
 * The payment event of the spec: the caller finished Fees & Deposits (paying, or owing nothing then). A
 * renewal has no such step: nothing is paid up front, the deposits are already held.
 */
const hasPaid = (transaction: TransactionInput) =>
  transaction.type === TransactionType.Renewal || hasOwnEvent(transaction, TransactionStep.FeesDeposits);

/** A change of a current lease (Lease Revision 20, Lease Document 80): the spec's "document change". */
export const isDocumentChange = (transaction: Pick<LeaseTransaction, 'type'>) =>
  isLeaseChange(transaction.type);

export const isNoticeToVacate = (transaction: Pick<LeaseTransaction, 'type'>) =>
  transaction.type === TransactionType.NoticeToVacate;

/**
 * The spec's "payment event happened and the signing-reminder event did not": paid (a document change has
 * nothing to pay) and not yet signed. The signing reminder is read as the caller's own Signed milestone
 * (decision 0020): once it is there nothing is left to remind them of.
 */
const paidAndNotSigned = (transaction: TransactionInput) =>
  (isDocumentChange(transaction) || hasPaid(transaction)) &&
  !hasOwnEvent(transaction, TransactionStep.Signed);

/**
 * Continue to sign, as spec part 2 has it: not a guarantor, paid, not signed, and the caller's signature
 * awaited (a document out to them). A notice to vacate is signed once it is out and the caller's signature
 * is awaited: nothing is paid.
 */
export function canContinueToSigning(transaction: TransactionInput, signing: SigningInput): boolean {
  if (isNoticeToVacate(transaction)) return transaction.documents_sent && signing.is_pending_signature;
  return !isGuarantor(transaction) && signing.is_pending_signature && paidAndNotSigned(transaction);
}

type NewLeaseSubtitle = 'finalized' | 'reviewAndSign' | 'body';

/**
 * Step 1's subtitle (a key under status.approved): a renewal's by its signing state, a notice's, a lease
 * change's about its document, else the new-lease kinds'.
 */
export function approvalSubtitle(
  transaction: TransactionInput,
  signing: SigningInput,
):
  | NewLeaseSubtitle
  | 'renewalNotPending'
  | 'noticeSign'
  | 'noticeEmail'
  | `documentChange.${NewLeaseSubtitle}` {
  if (isNoticeToVacate(transaction))
    return canContinueToSigning(transaction, signing) ? 'noticeSign' : 'noticeEmail';
  if (transaction.type === TransactionType.Renewal) {
    if (!signing.is_pending_signature) return 'renewalNotPending';
    return transaction.documents_sent ? 'reviewAndSign' : 'body';
  }
  const subtitle: NewLeaseSubtitle =
    isGuarantor(transaction) || !signing.is_pending_signature
      ? 'finalized'
      : paidAndNotSigned(transaction)
        ? 'reviewAndSign'
        : 'body';
  return isDocumentChange(transaction) ? `documentChange.${subtitle}` : subtitle;
}

/** Step 1's title (status.approved.*) by the transaction type. */
export function approvalHeading(
  transaction: Pick<LeaseTransaction, 'type'>,
): 'heading' | 'transferHeading' | 'renewalHeading' | 'noticeHeading' | 'documentChangeHeading' {
  if (isLeaseChange(transaction.type)) return 'documentChangeHeading';
  if (isNoticeToVacate(transaction)) return 'noticeHeading';
  if (transaction.type === TransactionType.Transfer) return 'transferHeading';
  if (transaction.type === TransactionType.Renewal) return 'renewalHeading';
  return 'heading';
}

/**
 * The lease whose renewal offers "Go Back" returns to: shown for a renewal or a notice to vacate when the
 * lease has self-service renewals (guest signers never reach this screen).
 */
export function renewalBackLease(transaction: Pick<LeaseTransaction, 'type' | 'lease'>): number | null {
  const backTypes: number[] = [TransactionType.Renewal, TransactionType.NoticeToVacate];
  if (!backTypes.includes(transaction.type) || !transaction.lease?.enable_self_service_renewals) return null;
  return transaction.lease.id;
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

/**
 * Step 1, unless the navigation asked to skip the approval message, or the transaction is a document
 * change: that opens on its document to sign (the agreement is about a new lease's options, not a change's).
 */
export function initialStep(
  skipApproval: boolean,
  agreementOn: boolean,
  documentChange = false,
): ApprovedStep {
  if (documentChange) return 'payment';
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
