import { ProofType } from '@portal/domain/income/proof-documents';
import { describe, expect, it } from 'vitest';
import type { DocumentEntry } from './document-list';
import { filesStillNeeded, nextPayrollStep, payrollProofs } from './payroll-steps';

const entry = (proofTypeId: number | null, id: string | null): DocumentEntry => ({
  key: `${proofTypeId}-${id ?? 'uploading'}-${Math.random()}`,
  proofTypeId,
  name: 'file.pdf',
  id,
});

describe('payrollProofs', () => {
  it.each([
    [3, { min: 3, max: 3 }],
    [1, { min: 1, max: 1 }],
    [0, { min: 0, max: 1 }],
  ])('asks for the community’s %i paystubs', (minimum, expected) => {
    expect(payrollProofs(minimum).paystubs).toEqual({ proofTypeId: ProofType.Paystubs, ...expected });
  });

  it('leaves other documents optional', () => {
    expect(payrollProofs(2).otherDocuments.min).toBe(0);
  });
});

describe('filesStillNeeded', () => {
  const paystubs = payrollProofs(2).paystubs;

  it('counts only uploaded files of the step’s own proof', () => {
    expect(filesStillNeeded(paystubs, [])).toBe(2);
    expect(
      filesStillNeeded(paystubs, [entry(ProofType.Paystubs, 'a'), entry(ProofType.TaxReturn, 'b')]),
    ).toBe(1);
    expect(
      filesStillNeeded(paystubs, [entry(ProofType.Paystubs, 'a'), entry(ProofType.Paystubs, null)]),
    ).toBe(1);
    expect(filesStillNeeded(paystubs, [entry(ProofType.Paystubs, 'a'), entry(ProofType.Paystubs, 'c')])).toBe(
      0,
    );
  });
});

describe('nextPayrollStep', () => {
  it('goes link, tax form, paystubs, other documents, then ends', () => {
    expect(nextPayrollStep('link')).toBe('taxForm');
    expect(nextPayrollStep('taxForm')).toBe('paystubs');
    expect(nextPayrollStep('paystubs')).toBe('otherDocuments');
    expect(nextPayrollStep('otherDocuments')).toBeNull();
  });
});
