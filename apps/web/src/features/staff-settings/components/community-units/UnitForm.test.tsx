// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderDataSection, scriptApi } from './data-test-kit';
import { UnitsSection } from './UnitsSection';
import { listed, loadUnitSchemas, rowOf, UNITS, u101, unit } from './units-fixture';

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeAll(loadUnitSchemas);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UnitForm', () => {
  it('adds a unit with its rent in cents, and announces it', async () => {
    const added = unit({ unit_number: '102', base_rent_cents: 134550, available_from: '2026-12-01' });
    const api = scriptApi({
      [`GET ${UNITS}`]: [listed(u101), listed(u101, added)],
      [`POST ${UNITS}`]: [{ status: 201, body: added }],
    });
    renderDataSection(UnitsSection);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a unit' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Add a unit' }));
    type('Unit number', '102');
    choose('Layout', 'Studio');
    type('Bedrooms', '0');
    choose('Bathrooms', '1');
    type('Square feet', '520');
    type('Base rent (dollars a month)', '1,345.50');
    type('Available from', '2026-12-01');
    fireEvent.click(screen.getByRole('button', { name: 'Add the unit' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Unit 102 is added.');
    expect(api.sent(`POST ${UNITS}`)).toEqual([
      {
        unit_number: '102',
        layout: 'Studio',
        bedrooms: 0,
        bathrooms: 1,
        sqft: 520,
        base_rent_cents: 134550,
        available_from: '2026-12-01',
        available: true,
      },
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit unit 102' })),
    );
  });

  it("checks the rent before sending, and puts the server's message under the unit number", async () => {
    const taken = 'Unit 101 already exists: edit it instead.';
    const api = scriptApi({
      [`GET ${UNITS}`]: [listed(u101)],
      [`POST ${UNITS}`]: [
        {
          status: 400,
          body: { error_type: 'ValidationError', message: taken, errors: { unit_number: [taken] } },
        },
      ],
    });
    renderDataSection(UnitsSection);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a unit' }));
    choose('Layout', 'Studio');
    choose('Bathrooms', '1');
    for (const [label, value] of [
      ['Unit number', '101'],
      ['Bedrooms', '0'],
      ['Square feet', '520'],
      ['Base rent (dollars a month)', '12.345'],
      ['Available from', '2026-12-01'],
    ] as const)
      type(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'Add the unit' }));
    expect(await screen.findByText('Enter an amount in dollars, like 1295 or 1,295.50.')).toBeTruthy();
    expect(api.sent(`POST ${UNITS}`)).toEqual([]);

    type('Base rent (dollars a month)', '1295');
    fireEvent.click(screen.getByRole('button', { name: 'Add the unit' }));
    const message = await screen.findByText(taken);
    const number = screen.getByLabelText('Unit number');
    expect(number.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(number));
  });

  it('offers the layouts from Studio to Building and bathrooms from 1 to 4 in halves, asking for each', async () => {
    const api = scriptApi({ [`GET ${UNITS}`]: [listed(u101)] });
    renderDataSection(UnitsSection);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a unit' }));
    const choices = (label: string) =>
      within(screen.getByRole('combobox', { name: label }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(choices('Layout')).toEqual([
      'Choose a layout',
      'Studio',
      'Loft',
      '1 Bedroom',
      '2 Bedroom',
      '3 Bedroom',
      '4 Bedroom',
      '5 Bedroom',
      'Building',
    ]);
    expect(choices('Bathrooms')).toEqual(['Choose a number', '1', '1.5', '2', '2.5', '3', '3.5', '4']);

    fireEvent.click(screen.getByRole('button', { name: 'Add the unit' }));
    expect(
      await screen.findByText(
        'Choose one of the layouts: Studio, Loft, 1 Bedroom, 2 Bedroom, 3 Bedroom, 4 Bedroom, 5 Bedroom or Building.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Bathrooms' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.sent(`POST ${UNITS}`)).toEqual([]);
  });

  it('edits a unit under its row, starting from what it has', async () => {
    const changed = { ...u101, base_rent_cents: 131000, available: false };
    const api = scriptApi({
      [`GET ${UNITS}`]: [listed(u101), listed(changed)],
      [`PATCH ${UNITS}101/`]: [{ status: 200, body: changed }],
    });
    renderDataSection(UnitsSection);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit unit 101' }));
    const panel = within(
      screen.getByRole('heading', { level: 3, name: 'Edit unit 101' }).parentElement as HTMLElement,
    );
    expect((panel.getByLabelText('Base rent (dollars a month)') as HTMLInputElement).value).toBe('1295.00');
    expect((panel.getByLabelText('Available from') as HTMLInputElement).value).toBe('2026-11-01');
    expect((panel.getByLabelText('Layout') as HTMLSelectElement).value).toBe('Studio');
    expect((panel.getByLabelText('Bathrooms') as HTMLSelectElement).value).toBe('1');
    type('Base rent (dollars a month)', '1310');
    fireEvent.click(panel.getByLabelText('Offered to applicants'));
    fireEvent.click(panel.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The changes to unit 101 are saved.');
    expect(api.sent(`PATCH ${UNITS}101/`)).toEqual([
      {
        unit_number: '101',
        layout: 'Studio',
        bedrooms: 0,
        bathrooms: 1,
        sqft: 520,
        base_rent_cents: 131000,
        available_from: '2026-11-01',
        available: false,
      },
    ]);
    expect(rowOf('101').textContent).toContain('$1,310.00');
  });
});
