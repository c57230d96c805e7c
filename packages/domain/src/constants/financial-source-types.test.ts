import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AssetSourceType,
  financialSourceType,
  hasCaseManager,
  IncomeSourceType,
  isFinancialSourceType,
  isManualSourceType,
  manualSourceTypes,
  needsDescription,
  VoucherSourceType,
} from './financial-source-types.js';

describe('financialSourceType', () => {
  it('tells the income and asset types that share a label apart by stream', () => {
    expect(financialSourceType(IncomeSourceType.Retirement)).toEqual({
      code: 125,
      streamType: 'income',
      label: 'Retirement',
    });
    expect(financialSourceType(AssetSourceType.Retirement)).toEqual({
      code: 505,
      streamType: 'asset',
      label: 'Retirement',
    });
    expect(financialSourceType(140)?.streamType).toBe('income');
    expect(financialSourceType(515)?.streamType).toBe('asset');
  });

  it('puts each code family in its own stream', () => {
    for (const code of Object.values(IncomeSourceType))
      expect(financialSourceType(code).streamType).toBe('income');
    for (const code of Object.values(AssetSourceType))
      expect(financialSourceType(code).streamType).toBe('asset');
    expect(financialSourceType(VoucherSourceType.HousingAuthorityVoucher)).toEqual({
      code: 900,
      streamType: 'voucher',
      label: 'Housing Authority Voucher',
    });
  });

  it('knows nothing about other codes', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((value) => !isFinancialSourceType(value)),
        (value) => financialSourceType(value) === undefined,
      ),
    );
    expect(financialSourceType(100)).toBeUndefined();
  });
});

describe('manual source types', () => {
  it('are the hand-entered income, asset and voucher types, not the linked-account ones', () => {
    expect(manualSourceTypes).toEqual([105, 110, 115, 120, 125, 130, 140, 500, 505, 510, 515, 900]);
    expect([145, 150, 520, '105', 100].some(isManualSourceType)).toBe(false);
  });

  it('ask for a description for "Other" only, and a case manager for a voucher only', () => {
    expect(manualSourceTypes.filter(needsDescription)).toEqual([140, 515]);
    expect(manualSourceTypes.filter(hasCaseManager)).toEqual([900]);
  });
});
