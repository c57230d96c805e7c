import { describe, expect, it } from 'vitest';
import { depositNoticeOf } from './deposit-notice';

const none = {
  security_deposit: null,
  security_fee: null,
  unit_security_payment_option: 'security_deposit',
} as const;

describe('depositNoticeOf', () => {
  it('says nothing when no charge is asked', () => {
    expect(depositNoticeOf(none, true)).toBeNull();
    expect(depositNoticeOf({ ...none, unit_security_payment_option: 'security_fee' }, true)).toBeNull();
  });

  it('names the deposit where the community offers no alternative', () => {
    expect(depositNoticeOf({ ...none, security_deposit: 74_750 }, false)).toEqual({
      key: 'depositNotice',
      amount: 74_750,
    });
    expect(depositNoticeOf({ ...none, security_fee: 20_000 }, false)).toEqual({
      key: 'feeNotice',
      amount: 20_000,
    });
  });

  it('says a deposit or fee is required where the alternative is enabled', () => {
    expect(depositNoticeOf({ ...none, security_deposit: 74_750 }, true)).toEqual({
      key: 'alternativeNotice',
      amount: null,
    });
  });

  it('names the fee when the household chose the fee kind and a fee is asked', () => {
    const chosen = { ...none, security_fee: 20_000, unit_security_payment_option: 'security_fee' } as const;
    expect(depositNoticeOf(chosen, true)).toEqual({ key: 'feeNotice', amount: 20_000 });
  });
});
