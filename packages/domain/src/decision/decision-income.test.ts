import { describe, expect, it } from 'vitest';
import { FinancialSourceStatus } from '../constants/financial-source-status.js';
import { type IncomeEvidence, monthlyIncomeForDecision } from './decision-income.js';

const source = (overrides: Partial<IncomeEvidence>): IncomeEvidence => ({
  stream_type: 'income',
  status: FinancialSourceStatus.Verified,
  estimated_amount: 6_000_000,
  adjusted_amount: null,
  ...overrides,
});

describe('monthlyIncomeForDecision', () => {
  it.each([
    { why: 'a verified income at its stated amount', sources: [source({})], stated: null, monthly: 500_000 },
    {
      why: 'the amount the leasing team verified over the stated one',
      sources: [source({ adjusted_amount: 4_800_000 })],
      stated: 9_000_000,
      monthly: 400_000,
    },
    {
      why: 'verified income and a voucher together, but not an asset',
      sources: [
        source({}),
        source({ stream_type: 'voucher', estimated_amount: 1_200_000 }),
        source({ stream_type: 'asset', estimated_amount: 50_000_000 }),
      ],
      stated: null,
      monthly: 600_000,
    },
    {
      why: 'the stated income when nothing is verified yet',
      sources: [
        source({ status: FinancialSourceStatus.Pending }),
        source({ status: FinancialSourceStatus.Unverified }),
      ],
      stated: 3_600_000,
      monthly: 300_000,
    },
    { why: 'nothing at all', sources: [], stated: null, monthly: 0 },
    {
      why: 'a yearly amount that does not split evenly, rounded',
      sources: [source({ estimated_amount: 100 })],
      stated: null,
      monthly: 8,
    },
  ])('counts $why', ({ sources, stated, monthly }) => {
    expect(monthlyIncomeForDecision(sources, stated)).toBe(monthly);
  });
});
