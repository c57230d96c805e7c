// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTransaction } from '@/shared/journey-step/render-in-transaction';
import { ScreeningFeeRefunds } from './ScreeningFeeRefunds';

const refunds = '/api/transaction/7/screening-fee-refunds/';
const owed = {
  payer_name: 'Avery Quinn',
  amount_cents: 5_500,
  cause: 'another_selected',
  due_on: '2026-11-29',
  refunded_at: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScreeningFeeRefunds', () => {
  it('says when the fee is due back, then when it was refunded', async () => {
    renderInTransaction(<ScreeningFeeRefunds transactionId={7} />, {
      [refunds]: [{ status: 200, body: [owed] }],
    });
    expect(
      await screen.findByText(
        'Another application was chosen for this apartment, so your $55.00 screening fee is being refunded. It is due back to you by November 29, 2026.',
      ),
    ).toBeTruthy();
    cleanup();
    renderInTransaction(<ScreeningFeeRefunds transactionId={7} />, {
      [refunds]: [{ status: 200, body: [{ ...owed, refunded_at: '2026-11-22T15:00:01.000Z' }] }],
    });
    expect(
      await screen.findByText(
        /your \$55\.00 screening fee was refunded on .*2026 \(due by November 29, 2026\)/,
      ),
    ).toBeTruthy();
  });

  it('says when nobody was chosen within 30 days of the application', async () => {
    renderInTransaction(<ScreeningFeeRefunds transactionId={7} />, {
      [refunds]: [{ status: 200, body: [{ ...owed, cause: 'no_selection_in_time' }] }],
    });
    expect(
      await screen.findByText(
        'No application was chosen within 30 days of yours, so your $55.00 screening fee is being refunded, as the law asks. It is due back to you by November 29, 2026.',
      ),
    ).toBeTruthy();
  });

  it('shows nothing without a refund, or when they cannot be read', async () => {
    const { requested } = renderInTransaction(<ScreeningFeeRefunds transactionId={7} />, {
      [refunds]: [{ status: 200, body: [] }],
    });
    await vi.waitFor(() => expect(requested).toContain(refunds));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
