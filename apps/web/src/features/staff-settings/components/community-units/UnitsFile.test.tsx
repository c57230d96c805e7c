// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDataSection, scriptApi } from './data-test-kit';
import { UnitsSection } from './UnitsSection';
import { listed, UNITS, u101 } from './units-fixture';

const IMPORT = `POST ${UNITS}import/`;
const csv = 'unit_number,layout,bedrooms,bathrooms,sqft,base_rent_cents,available_from,available\n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function importFile(text: string) {
  const input = await screen.findByLabelText('Units file (CSV)');
  expect(input.getAttribute('accept')).toBe('.csv,text/csv');
  fireEvent.change(input, { target: { files: [new File([text], 'units.csv', { type: 'text/csv' })] } });
  fireEvent.click(screen.getByRole('button', { name: 'Import units' }));
}

describe('UnitsFile', () => {
  it('imports a units file as CSV text, and says how many units it created and updated', async () => {
    const api = scriptApi({
      [`GET ${UNITS}`]: [listed(u101)],
      [IMPORT]: [{ status: 200, body: { created: 2, updated: 1 } }],
    });
    renderDataSection(UnitsSection);
    const text = `${csv}101,Studio,0,1,520,129500,2026-11-01,true\n`;
    await importFile(text);

    // While the file is read and sent, the button and a live message say so, with a progress bar.
    expect(screen.getByRole('button', { name: 'Importing…' })).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(await screen.findByText('Created 2, updated 1 units.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Created 2, updated 1 units.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.sent(IMPORT)).toEqual([text]);
    expect(api.requests.find((request) => request.key === IMPORT)?.headers['content-type']).toBe('text/csv');
  });

  it("shows a refused file's wrong lines in a table, its summary as the caption", async () => {
    const message = '2 lines of the file have errors: nothing was imported.';
    scriptApi({
      [`GET ${UNITS}`]: [listed(u101)],
      [IMPORT]: [
        {
          status: 400,
          body: {
            error_type: 'ValidationError',
            message,
            errors: [
              { line: 2, column: 'bedrooms', message: '"two" is not a number.' },
              { line: 4, column: 'available', message: 'Use true or false (yes or no).' },
            ],
          },
        },
      ],
    });
    renderDataSection(UnitsSection);
    await importFile(`${csv}102,Studio,two,1,520,129500,2026-11-01,true\n`);

    const table = await screen.findByRole('table', { name: message });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Line', 'Column', 'Problem'],
      ['2', 'bedrooms', '"two" is not a number.'],
      ['4', 'available', 'Use true or false (yes or no).'],
    ]);
  });

  it('asks for a file before importing', async () => {
    const api = scriptApi({ [`GET ${UNITS}`]: [listed(u101)] });
    renderDataSection(UnitsSection);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Import units' }));
    expect(await screen.findByText('Choose a CSV file first.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Units file (CSV)'));
    expect(api.sent(IMPORT)).toEqual([]);
  });
});
