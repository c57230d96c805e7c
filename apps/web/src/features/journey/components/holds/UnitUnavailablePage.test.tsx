// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTransaction } from '@/shared/journey-step/render-in-transaction';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { UnitUnavailablePage } from './UnitUnavailablePage';

const transaction = leaseTransactionFixture({ unit_available: false, move_in_date: '2026-12-15' });
const units = '/api/transaction/7/available-units/?move_in_date=2026-12-15';
const unit = (id: number, unit_number: string) => ({
  id,
  unit_number,
  layout: '1 Bedroom',
  bedrooms: 1,
  bathrooms: 1,
  sqft: 700,
  rent_from: 149_500,
  available_date: '2026-11-01',
});
const open = { status: 200, body: { units: [unit(2, '102'), unit(5, '105'), unit(9, '109')] } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UnitUnavailablePage', () => {
  it('asks for an apartment at the group, focuses the first one and sends nothing', async () => {
    const { requested } = renderInTransaction(<UnitUnavailablePage />, { [units]: [open] }, transaction);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose This Apartment' }));

    const error = await screen.findByText('Choose an apartment to continue.');
    const group = screen.getByRole('group', { name: 'Apartments available on December 15, 2026' });
    expect(group.getAttribute('aria-describedby')).toBe(error.id);
    // The gone unit 102 is not offered: 105 is the first.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^Unit 105/ })),
    );
    expect(requested).not.toContain('/api/transactions/7/');
  });

  it('moves the application to the chosen unit, then on to the lease terms', async () => {
    const { sent } = renderInTransaction(
      <UnitUnavailablePage />,
      { [units]: [open], '/api/transactions/7/': [{ status: 200, body: transaction }] },
      transaction,
    );
    fireEvent.click(await screen.findByRole('radio', { name: /^Unit 109/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose This Apartment' }));

    expect(await screen.findByText('Went to /maple-court/transaction/7/lease-terms')).toBeTruthy();
    expect(sent('/api/transactions/7/')).toEqual([{ unit_id: 9 }]);
  });

  it('says when the apartments could not be read, and reads them again on Try again', async () => {
    const { requested } = renderInTransaction(
      <UnitUnavailablePage />,
      { [units]: [{ status: 500 }, open] },
      transaction,
    );
    expect(
      await screen.findByText(
        "Oops, we're having trouble finding the available apartments. Try again in a bit.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /^Unit 105/ })).toBeTruthy();
    expect(requested.filter((path) => path === units)).toHaveLength(2);
  });
});
