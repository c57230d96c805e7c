import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinancialStreamType } from '../constants/financial-source-types.js';
import { type DocumentValidationRule, meetsDocumentRule, type ProofDocumentRule } from './document-rules.js';

const proof = (id: number, min: number, max: number): ProofDocumentRule => ({
  id,
  label: `Proof ${id}`,
  description: '',
  min_required: min,
  max_required: max,
});

const rule = (
  requireAll: boolean,
  proofs: ProofDocumentRule[],
  streamType: FinancialStreamType = 'income',
): DocumentValidationRule => ({
  income_or_asset_type: 105,
  stream_type: streamType,
  require_all: requireAll,
  allow_manual_document_upload_plaid: false,
  proof_documents: proofs,
});

const paystubsOrLetter = [proof(1, 3, 3), proof(2, 1, 1)];

describe('meetsDocumentRule', () => {
  it.each([
    ['all required, every proof met', rule(true, paystubsOrLetter), [1, 1, 1, 2], true],
    ['all required, one proof short', rule(true, paystubsOrLetter), [1, 1, 2], false],
    ['all required, nothing sent', rule(true, paystubsOrLetter), [], false],
    ['any one, the letter alone', rule(false, paystubsOrLetter), [2], true],
    ['any one, all paystubs', rule(false, paystubsOrLetter), [1, 1, 1], true],
    ['any one, neither complete', rule(false, paystubsOrLetter), [1, 1], false],
    ['files of no or another proof do not count', rule(false, paystubsOrLetter), [null, 7, 1, 1], false],
    ['files past max_required are ignored', rule(false, [proof(1, 3, 2)]), [1, 1, 1, 1], false],
    ['a voucher with an any-one rule needs nothing', rule(false, paystubsOrLetter, 'voucher'), [], true],
    ['a voucher with an all rule needs every proof', rule(true, paystubsOrLetter, 'voucher'), [2], false],
    ['a proof with no minimum is met without files', rule(true, [proof(1, 0, 2)]), [], true],
    ['a rule listing no proofs asks for nothing', rule(false, []), [], true],
  ] as const)('%s', (_case, documentRule, proofTypeIds, expected) => {
    expect(meetsDocumentRule(documentRule, proofTypeIds)).toBe(expected);
  });

  const proofs = fc.uniqueArray(
    fc
      .record({ id: fc.integer({ min: 1, max: 6 }), min: fc.nat(4), extra: fc.nat(3) })
      .map(({ id, min, extra }) => proof(id, min, min + extra)),
    { minLength: 1, maxLength: 4, selector: (p) => p.id },
  );
  const files = fc.array(fc.option(fc.integer({ min: 1, max: 8 })), { maxLength: 20 });
  const anyRule = fc
    .tuple(fc.boolean(), proofs, fc.constantFrom<FinancialStreamType>('income', 'asset', 'voucher'))
    .map(([all, list, stream]) => rule(all, list, stream));

  it('never turns unmet when more files are sent', () => {
    fc.assert(
      fc.property(anyRule, files, files, (documentRule, sent, more) => {
        if (meetsDocumentRule(documentRule, sent))
          expect(meetsDocumentRule(documentRule, [...sent, ...more])).toBe(true);
      }),
    );
  });

  it('is met by exactly the minimum of every proof, whether all or any one is required', () => {
    fc.assert(
      fc.property(anyRule, (documentRule) => {
        const minimum = documentRule.proof_documents.flatMap((p) => Array<number>(p.min_required).fill(p.id));
        expect(meetsDocumentRule(documentRule, minimum)).toBe(true);
      }),
    );
  });

  it('asks no less when all proofs are required than when any one is', () => {
    fc.assert(
      fc.property(proofs, files, (list, sent) => {
        if (meetsDocumentRule(rule(true, list), sent))
          expect(meetsDocumentRule(rule(false, list), sent)).toBe(true);
      }),
    );
  });
});
