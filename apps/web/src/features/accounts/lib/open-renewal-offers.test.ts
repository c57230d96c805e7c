import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaseFixture } from '@/test-support/lease-fixture';
import { openRenewalOffers } from './open-renewal-offers';

function answering(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('openRenewalOffers', () => {
  it('names the renewal offers of a current lease whose offer window has opened', async () => {
    answering({ results: [leaseFixture] });
    expect(await openRenewalOffers(new QueryClient(), 'maple-court')).toBe(
      '/maple-court/lease/5/renewal/lease-offers',
    );
  });

  it('names none before the window, without self-service renewals, for a lease not current, or when the read fails', async () => {
    for (const lease of [
      { ...leaseFixture, days_until_end: 200 },
      { ...leaseFixture, enable_self_service_renewals: false },
      { ...leaseFixture, status: 'renewed' as const },
    ]) {
      answering({ results: [lease] });
      expect(await openRenewalOffers(new QueryClient(), 'maple-court')).toBeNull();
    }
    answering({ message: 'Oops' }, 500);
    expect(
      await openRenewalOffers(
        new QueryClient({ defaultOptions: { queries: { retry: false } } }),
        'maple-court',
      ),
    ).toBeNull();
  });
});
