import { ProofType } from '@portal/domain/income/proof-documents';
import { type DocumentEntry, OTHER_DOCUMENTS_MAX } from './document-list';

/** Spec part 2 §2 "Add income with payroll provider": its steps, in order. */
export const payrollSteps = ['link', 'taxForm', 'paystubs', 'otherDocuments'] as const;
export type PayrollStep = (typeof payrollSteps)[number];
export type PayrollUploadStep = Exclude<PayrollStep, 'link'>;

export interface PayrollProof {
  /** The proof the files are uploaded as; null for other income documents. */
  proofTypeId: number | null;
  min: number;
  max: number;
}

/** What each upload step takes: a tax form, the community's minimum_paystubs_required paystubs, other documents if any. */
export function payrollProofs(minimumPaystubs: number): Record<PayrollUploadStep, PayrollProof> {
  return {
    taxForm: { proofTypeId: ProofType.TaxReturn, min: 1, max: 2 },
    paystubs: { proofTypeId: ProofType.Paystubs, min: minimumPaystubs, max: Math.max(minimumPaystubs, 1) },
    otherDocuments: { proofTypeId: null, min: 0, max: OTHER_DOCUMENTS_MAX },
  };
}

/** How many more files the step needs before it may go on (0 once it has its minimum, all uploaded). */
export function filesStillNeeded(proof: PayrollProof, entries: readonly DocumentEntry[]): number {
  const uploaded = entries.filter((entry) => entry.proofTypeId === proof.proofTypeId && entry.id !== null);
  return Math.max(0, proof.min - uploaded.length);
}

export function nextPayrollStep(step: PayrollStep): PayrollStep | null {
  return payrollSteps[payrollSteps.indexOf(step) + 1] ?? null;
}
