import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { getMonthlyCharges } from './payment-breakdown';

afterEach(() => vi.unstubAllGlobals());

describe('getMonthlyCharges', () => {
  const monthly = '/api/quote/7/payment-breakdown-monthly/';

  it('says a renewal is one (spec part 1 §7 is_renewal), with the month asked for', async () => {
    const path = `${monthly}?include_scheduled_price_updates=true&is_renewal=true&month=3&year=2027`;
    const { requested } = fakeApi({ [path]: [{ status: 200, body: {} }] });
    await getMonthlyCharges(7, {
      month: { year: 2027, month: 3 },
      includeScheduledPriceUpdates: true,
      isRenewal: true,
    });
    expect(requested).toEqual([path]);
  });

  it('leaves is_renewal out for any other transaction', async () => {
    const path = `${monthly}?include_scheduled_price_updates=false`;
    const { requested } = fakeApi({ [path]: [{ status: 200, body: {} }] });
    await getMonthlyCharges(7, { month: undefined, includeScheduledPriceUpdates: false, isRenewal: false });
    expect(requested).toEqual([path]);
  });
});
