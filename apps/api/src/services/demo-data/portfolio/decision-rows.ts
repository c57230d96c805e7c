import { roleByCode, roles } from '@portal/domain/constants/roles';
import { applicationDecisions } from '../../../db/schema/application-decisions.js';
import { criminalReviewLetters } from '../../../db/schema/criminal-review-letters.js';
import { documentSigners, leaseDocuments } from '../../../db/schema/lease-documents.js';
import { dateAt, type Generation } from './generation.js';
import type { Member } from './household-rows.js';

const DAY_MS = 86_400_000;
const later = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

export type Decision = 'approve' | 'conditionally_approve' | 'deny';
/** Why a generated application is denied: a criterion its community's policy fails on its screening. */
export type DenialReason = 'credit' | 'eviction';
/** The decision made, and for a denial its reason: the screening is generated to lead to it. */
export interface Verdict {
  decision: Decision;
  reason?: DenialReason;
}

/** The decision, as staff following the recommendation record it: a conditional one asks its deposit. */
export function decisionRows(
  generation: Generation,
  {
    transactionId,
    verdict,
    additionalDepositCents,
    decidedByUserId,
    at,
  }: {
    transactionId: number;
    verdict: Verdict;
    additionalDepositCents: number;
    decidedByUserId: number;
    at: Date;
  },
) {
  const { ids, out } = generation;
  const conditional = verdict.decision === 'conditionally_approve';
  out.add(applicationDecisions, {
    id: ids.next(applicationDecisions),
    transactionId,
    decision: verdict.decision,
    additionalDepositCents: conditional ? additionalDepositCents : null,
    additionalDepositKind: conditional ? 'deposit' : null,
    reasons: verdict.reason ? [verdict.reason] : [],
    decidedByUserId,
    createdAt: at,
  });
}

/** The letter asking the primary applicant about their record, answered about half the time. */
export function criminalReviewRows(
  generation: Generation,
  transactionId: number,
  member: Member,
  sentByUserId: number,
  at: Date,
) {
  const { ids, out, random } = generation;
  const answered = random.chance(0.5);
  out.add(criminalReviewLetters, {
    id: ids.next(criminalReviewLetters),
    transactionId,
    applicantId: member.applicantId,
    sentByUserId,
    recordSummary: 'Misdemeanor conviction (2019).',
    respondBy: dateAt(generation, (at.getTime() - generation.today) / DAY_MS + 5),
    sentAt: at,
    statement: answered ? 'I completed the program the court set and have had no record since.' : null,
    respondedAt: answered ? later(at, 2) : null,
  });
}

/**
 * Where a generated lease's unsigned PDF would be: none is written with the rows, so the demo's start-up
 * finds its leases by it and writes their PDFs (write-demo-lease-pdfs.ts).
 */
export const UNWRITTEN_PDF_PREFIX = 'unwritten/';

/** How far a lease sent for signature has come. */
export type SigningStage = 'awaiting_signatures' | 'awaiting_countersignature' | 'executed';

/** The lease sent to the household's adults (a guarantor signs an agreement of their own elsewhere). */
export function leaseDocumentRows(
  generation: Generation,
  transactionId: number,
  members: Member[],
  sentByUserId: number,
  sentAt: Date,
  stage: SigningStage,
): { countersignedAt: Date | null } {
  const { ids, out, random } = generation;
  const signers = members.filter((member) => member.role !== roles.guarantor.code);
  const documentId = ids.next(leaseDocuments);
  // Awaiting signatures, someone has not signed: the first signer often has, unless they sign alone.
  const signedBy = (index: number) => stage !== 'awaiting_signatures' || (index === 0 && signers.length > 1);
  const countersignedAt = stage === 'executed' ? later(sentAt, 2) : null;
  out.add(leaseDocuments, {
    id: documentId,
    transactionId,
    documentType: 'lease',
    name: 'Residential Lease Agreement',
    status: stage === 'executed' ? 'executed' : 'sent',
    // A box per signer, as the lease writer makes them: the landlord countersigns outside the boxes, so a
    // lease whose boxes are all signed is ready to countersign.
    signatureBoxes: signers.map((signer) => ({
      name: signer.name,
      role_label: roleByCode(signer.role)?.label ?? 'Resident',
      email: signer.email,
    })),
    markdown: `# Residential Lease Agreement\n\nTenants: ${signers.map((signer) => signer.name).join(', ')}.`,
    unsignedFileKey: `${UNWRITTEN_PDF_PREFIX}${random.hex(32)}.pdf`,
    unsignedSha256: random.hex(64),
    sentByUserId,
    sentAt,
    countersignedByUserId: countersignedAt ? sentByUserId : null,
    countersignedAt,
    sealedFileKey: countersignedAt ? `documents/${random.hex(32)}.pdf` : null,
    sealedSha256: countersignedAt ? random.hex(64) : null,
    sealedAt: countersignedAt,
  });
  signers.forEach((signer, index) => {
    const signedAt = signedBy(index) ? later(sentAt, 1) : null;
    out.add(documentSigners, {
      id: ids.next(documentSigners),
      documentId,
      userId: signer.userId,
      applicantId: signer.applicantId,
      boxIndex: index,
      roleLabel: roleByCode(signer.role)?.label ?? 'Resident',
      name: signer.name,
      email: signer.email,
      sentAt,
      viewedAt: signedAt,
      consentedAt: signedAt,
      consentVersion: signedAt ? '1' : null,
      signedAt,
      signatureName: signedAt ? signer.name : null,
      ipAddress: signedAt ? '203.0.113.20' : null,
      stampedAt: signedAt,
    });
  });
  return { countersignedAt };
}
