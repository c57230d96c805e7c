// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderDataSection, scriptApi } from './data-test-kit';
import { UnitsSection } from './UnitsSection';
import { listed, loadUnitSchemas, rowOf, UNITS, u101, u203, u305 } from './units-fixture';

const cellsOf = (unitNumber: string) =>
  Array.from(rowOf(unitNumber).querySelectorAll('th, td'), (cell) => cell.textContent).slice(0, 5);

beforeAll(loadUnitSchemas);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UnitsSection', () => {
  it('lists the active units with their rents and price changes ahead, the deactivated ones on request', async () => {
    scriptApi({ [`GET ${UNITS}`]: [listed(u101, u203, u305)] });
    renderDataSection(UnitsSection);
    expect(await screen.findByRole('table', { name: 'The units of this community' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Units' })).toBeTruthy();
    expect(cellsOf('101')).toEqual([
      '101',
      'Studio0 bd / 1 ba · 520 sq ft',
      '$1,295.00',
      'Availablefrom November 1, 2026',
      'March 1, 2027 → $1,350.00',
    ]);
    expect(cellsOf('203').slice(1, 5)).toEqual([
      '1 Bedroom1 bd / 1.5 ba · 1,250 sq ft',
      '$1,599.00',
      'Not availablefrom November 1, 2026',
      'None',
    ]);
    expect(screen.queryByRole('rowheader', { name: '305' })).toBeNull();

    fireEvent.click(screen.getByLabelText('Show deactivated units'));
    expect(cellsOf('305')[3]).toMatch(/^Deactivated/);
    expect(within(rowOf('305')).getByRole('button', { name: 'Reactivate unit 305' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export units (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/communities/maple-court/units/export/',
    );
  });

  it('offers Delete only for a unit no application names', async () => {
    scriptApi({ [`GET ${UNITS}`]: [listed(u101, u203)] });
    renderDataSection(UnitsSection);
    await screen.findByRole('table');
    const names = (unitNumber: string) =>
      within(rowOf(unitNumber))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(names('101')).toEqual([
      'Edit unit 101',
      'Price changes of unit 101',
      'Deactivate unit 101',
      'Delete unit 101',
    ]);
    expect(names('203')).toEqual(['Edit unit 203', 'Price changes of unit 203', 'Deactivate unit 203']);
  });

  it('deactivates a unit with { active: false } after a confirmation', async () => {
    const api = scriptApi({
      [`GET ${UNITS}`]: [listed(u101, u203), listed(u101, { ...u203, active: false })],
      [`PATCH ${UNITS}203/`]: [{ status: 200, body: { ...u203, active: false } }],
    });
    renderDataSection(UnitsSection);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate unit 203' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Deactivate unit 203?' })).toBeTruthy();
    expect(api.sent(`PATCH ${UNITS}203/`)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Unit 203 is deactivated.');
    expect(api.sent(`PATCH ${UNITS}203/`)).toEqual([{ active: false }]);
    // Hidden with the other deactivated units: focus goes to the section's heading.
    expect(screen.queryByRole('rowheader', { name: '203' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Units' })));
  });

  it("deletes a unit after a confirmation, and shows the API's refusal", async () => {
    const kept = 'Unit 101 is named by an application or a lease, so it is kept: deactivate it instead.';
    const api = scriptApi({
      [`GET ${UNITS}`]: [listed(u101)],
      [`DELETE ${UNITS}101/`]: [{ status: 409, body: { error_type: 'Conflict', message: kept } }],
    });
    renderDataSection(UnitsSection);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete unit 101' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(kept);
    expect(api.requests.map((request) => request.key)).toContain(`DELETE ${UNITS}101/`);
  });
});
