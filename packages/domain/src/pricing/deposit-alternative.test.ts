import { describe, expect, it } from 'vitest';
import { breakdownFee as fee } from '../test-support/breakdown-fee.js';
import { depositAlternativeChosen, unitSecurityPaymentChoice } from './deposit-alternative.js';

/** Lakeside Lofts' security fees, as in the demo data. */
const lakesideFees = [
  fee({
    key: 'unit-security-deposit',
    name: 'Unit Security Deposit',
    kind: 'deposit',
    amountCentsByBedrooms: { '1': 60_000, '2': 80_000 },
  }),
  fee({
    key: 'deposit-alternative-fee',
    name: 'Security Deposit Alternative',
    kind: 'one_time',
    amountCents: 17_500,
  }),
];
const lakeside = { enabled: true, fees: lakesideFees, bedrooms: 2, transactionType: 10 };

describe('unitSecurityPaymentChoice', () => {
  it("prices the unit's deposit by its bedrooms and the fee in its place", () => {
    expect(unitSecurityPaymentChoice(lakeside)).toEqual({ security_deposit: 80_000, security_fee: 17_500 });
  });

  it('offers no choice where the community does not enable it or lacks either fee', () => {
    expect(unitSecurityPaymentChoice({ ...lakeside, enabled: false })).toBeNull();
    expect(unitSecurityPaymentChoice({ ...lakeside, fees: lakesideFees.slice(0, 1) })).toBeNull();
    expect(unitSecurityPaymentChoice({ ...lakeside, fees: lakesideFees.slice(1) })).toBeNull();
  });

  it('offers no choice for a transaction type the fee does not apply to', () => {
    const transfersOnly = lakesideFees.map((item) =>
      item.key === 'deposit-alternative-fee' ? { ...item, transactionTypes: [60] } : item,
    );
    expect(unitSecurityPaymentChoice({ ...lakeside, fees: transfersOnly })).toBeNull();
  });
});

describe('depositAlternativeChosen', () => {
  const choice = { security_deposit: 80_000, security_fee: 17_500 };

  it('charges the fee only when it is chosen and still offered', () => {
    expect(depositAlternativeChosen(choice, 'security_fee')).toBe(true);
    expect(depositAlternativeChosen(choice, 'security_deposit')).toBe(false);
    // A community that stopped offering it charges the deposit again, whatever was chosen.
    expect(depositAlternativeChosen(null, 'security_fee')).toBe(false);
  });
});
