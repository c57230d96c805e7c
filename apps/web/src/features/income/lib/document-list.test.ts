import type { DocumentValidationRule } from '@portal/domain/income/document-rules';
import { defaultDocumentRule, ProofType } from '@portal/domain/income/proof-documents';
import { describe, expect, it } from 'vitest';
import {
  type DocumentEntry,
  documentListReducer,
  documentShortfall,
  entriesForRule,
  filesWithinMax,
  isUploading,
  uploadedIds,
} from './document-list';

const entry = (key: string, proofTypeId: number | null, id: string | null = `id-${key}`): DocumentEntry => ({
  key,
  proofTypeId,
  name: `${key}.pdf`,
  id,
});

const employment = defaultDocumentRule(105, 3);

describe('documentListReducer', () => {
  it('adds entries while they upload, names them once uploaded, and drops failed or removed ones', () => {
    let entries = documentListReducer([], {
      type: 'add',
      entries: [entry('a', 1, null), entry('b', 1, null)],
    });
    expect(isUploading(entries)).toBe(true);
    entries = documentListReducer(entries, { type: 'uploaded', key: 'a', id: 'vault-a' });
    entries = documentListReducer(entries, { type: 'failed', key: 'b' });
    expect(entries).toEqual([{ key: 'a', proofTypeId: 1, name: 'a.pdf', id: 'vault-a' }]);
    expect(isUploading(entries)).toBe(false);
    expect(uploadedIds(entries)).toEqual(['vault-a']);
    expect(documentListReducer(entries, { type: 'remove', key: 'a' })).toEqual([]);
  });
});

describe('filesWithinMax', () => {
  it('takes the files that fit and ignores the extra ones', () => {
    expect(filesWithinMax(['a', 'b', 'c', 'd'], 0, 3)).toEqual({ taken: ['a', 'b', 'c'], ignored: 1 });
    expect(filesWithinMax(['a', 'b'], 2, 3)).toEqual({ taken: ['a'], ignored: 1 });
    expect(filesWithinMax(['a'], 3, 3)).toEqual({ taken: [], ignored: 1 });
    expect(filesWithinMax(['a'], 0, 2)).toEqual({ taken: ['a'], ignored: 0 });
  });
});

describe('entriesForRule', () => {
  it("keeps the rule's proofs and the other documents, not another type's proofs", () => {
    const entries = [entry('stub', ProofType.Paystubs), entry('letter', null), entry('aid', 3)];
    expect(entriesForRule(entries, employment).map((kept) => kept.key)).toEqual(['stub', 'letter']);
  });
});

describe('documentShortfall', () => {
  it('counts uploaded paystubs only, up to the most the proof takes', () => {
    expect(documentShortfall(employment, [entry('a', 1), entry('b', 1, null), entry('c', null)])).toEqual([
      { proof: employment.proof_documents[0], missing: 2 },
    ]);
    expect(documentShortfall(employment, [entry('a', 1), entry('b', 1), entry('c', 1)])).toEqual([]);
  });

  const twoProofs = (requireAll: boolean): DocumentValidationRule => ({
    ...employment,
    require_all: requireAll,
    proof_documents: [
      { id: 1, label: 'Paystubs', description: '', min_required: 2, max_required: 2 },
      { id: 2, label: 'Tax return', description: '', min_required: 1, max_required: 1 },
    ],
  });

  it('names each proof still short when all are required', () => {
    const rule = twoProofs(true);
    expect(documentShortfall(rule, [entry('a', 1), entry('b', 1)])).toEqual([
      { proof: rule.proof_documents[1], missing: 1 },
    ]);
  });

  it('is met by any one proof when not all are required', () => {
    const rule = twoProofs(false);
    expect(documentShortfall(rule, [entry('a', 2)])).toEqual([]);
    expect(documentShortfall(rule, [entry('a', 1)]).map((short) => short.missing)).toEqual([1, 1]);
  });

  it('asks a voucher for nothing when not every proof is required', () => {
    expect(documentShortfall(defaultDocumentRule(900, 3), [])).toEqual([]);
  });
});
