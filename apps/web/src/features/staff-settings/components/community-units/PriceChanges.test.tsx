// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderDataSection, scriptApi } from './data-test-kit';
import { UnitsSection } from './UnitsSection';
import { listed, loadUnitSchemas, rowOf, UNITS, u101 } from './units-fixture';

const PRICES = `${UNITS}101/price-changes/`;

beforeAll(loadUnitSchemas);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openPrices = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Price changes of unit 101' }));
  return within(
    screen.getByRole('heading', { level: 3, name: 'Price changes of unit 101' }).parentElement as HTMLElement,
  );
};

describe('PriceChanges', () => {
  it('schedules a price change in cents, and lists it', async () => {
    const later = { id: 8, effective_date: '2027-06-01', base_rent_cents: 139900 };
    const scheduled = { ...u101, scheduled_prices: [...u101.scheduled_prices, later] };
    const api = scriptApi({
      [`GET ${UNITS}`]: [listed(u101), listed(scheduled)],
      [`POST ${PRICES}`]: [{ status: 201, body: scheduled }],
    });
    renderDataSection(UnitsSection);
    const panel = await openPrices();
    expect(panel.getByRole('list', { name: 'Price changes ahead for unit 101' }).textContent).toContain(
      'March 1, 2027 → $1,350.00',
    );
    fireEvent.input(panel.getByLabelText('Takes effect on'), { target: { value: '2027-06-01' } });
    fireEvent.input(panel.getByLabelText('New base rent (dollars a month)'), { target: { value: '1399' } });
    fireEvent.click(panel.getByRole('button', { name: 'Schedule a price change' }));

    expect(await panel.findByText('From June 1, 2027, unit 101 rents for $1,399.00.')).toBeTruthy();
    expect(api.sent(`POST ${PRICES}`)).toEqual([{ effective_date: '2027-06-01', base_rent_cents: 139900 }]);
    expect(rowOf('101').textContent).toContain('June 1, 2027 → $1,399.00');
  });

  it('cancels a price change', async () => {
    const api = scriptApi({
      [`GET ${UNITS}`]: [listed(u101), listed({ ...u101, scheduled_prices: [] })],
      [`DELETE ${PRICES}7/`]: [{ status: 204 }],
    });
    renderDataSection(UnitsSection);
    const panel = await openPrices();
    fireEvent.click(panel.getByRole('button', { name: 'Cancel the price change of March 1, 2027' }));
    expect(await panel.findByText('The price change of March 1, 2027 is cancelled.')).toBeTruthy();
    expect(panel.getByText('No price change is scheduled.')).toBeTruthy();
    expect(api.requests.map((request) => request.key)).toContain(`DELETE ${PRICES}7/`);
  });
});
