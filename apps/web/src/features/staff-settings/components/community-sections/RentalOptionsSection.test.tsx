// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RentalOptionsSection } from './RentalOptionsSection';
import { expectMessageUnder, loadSchemas, mapleCourt, refusal, renderSection } from './section-test-kit';

beforeAll(loadSchemas);
afterEach(cleanup);

const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });
const panel = (heading: string) =>
  within(screen.getByRole('heading', { name: heading }).parentElement as HTMLElement);
const options = mapleCourt.rental_options;

describe('RentalOptionsSection', () => {
  it('lists the options with their prices', () => {
    renderSection(RentalOptionsSection);
    const table = screen.getByRole('table', { name: 'Rental options of Maple Court Apartments' });
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 5);
    expect(cells('Reserved Covered Parking')).toEqual([
      'Parking',
      '$50.00 (1 included from 2 bd)',
      'None',
      'None',
      '2',
    ]);
    expect(cells('Dog')).toEqual(['Pets', '$35.00', '$300.00', '$250.00', '2']);
  });

  it('edits an option and sends every option, this one changed, in cents', async () => {
    const { save } = renderSection(RentalOptionsSection);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Dog' }));
    const form = panel('Edit Dog');
    expect((form.getByLabelText('Category') as HTMLSelectElement).value).toBe('pets');
    type(form.getByLabelText('Monthly price ($)'), '40');
    type(form.getByLabelText('One-time fee ($)'), '');
    type(form.getByLabelText('Most one lease can have'), '3');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The changes to Dog are saved.');
    const { one_time_cents: _dropped, ...dog } = options[1] ?? ({} as never);
    expect(save.mock.calls).toEqual([
      [{ rental_options: [options[0], { ...dog, monthly_cents: 4000, max_quantity: 3 }, options[2]] }],
    ]);
  });

  it('adds an option, its key suggested from its name', async () => {
    const { save } = renderSection(RentalOptionsSection);
    fireEvent.click(screen.getByRole('button', { name: 'Add a rental option' }));
    const form = panel('Add a rental option');
    fireEvent.change(form.getByLabelText('Category'), { target: { value: 'storage' } });
    type(form.getByLabelText('Name'), 'Bike Locker');
    type(form.getByLabelText('Monthly price ($)'), '10.00');
    type(form.getByLabelText('From this many bedrooms'), '3');
    type(form.getByLabelText('Number included'), '1');
    fireEvent.click(form.getByLabelText('Sales tax applies'));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await screen.findByText('Bike Locker is added.');
    expect(save.mock.calls[0]?.[0].rental_options).toEqual([
      ...options,
      {
        key: 'bike-locker',
        category: 'storage',
        name: 'Bike Locker',
        monthly_cents: 1000,
        max_quantity: 1,
        included_quantity_for_bedrooms_at_least: { bedrooms: 3, quantity: 1 },
        taxable: true,
      },
    ]);
  });

  it('says what is wrong under the field, and sends nothing', async () => {
    const { save } = renderSection(RentalOptionsSection);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Storage Locker' }));
    const form = panel('Edit Storage Locker');
    type(form.getByLabelText('Most one lease can have'), '0');
    type(form.getByLabelText('Deposit ($)'), '-5');
    type(form.getByLabelText('From this many bedrooms'), '2');
    type(form.getByLabelText('Key'), 'Storage Locker');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expectMessageUnder(form.getByLabelText('Most one lease can have'), 'Enter a number above 0.'),
    );
    expectMessageUnder(form.getByLabelText('Deposit ($)'), 'Enter 0 or more.');
    expectMessageUnder(form.getByLabelText('Number included'), 'Fill this in.');
    expectMessageUnder(form.getByLabelText('Key'), 'Use lowercase letters, digits and single hyphens.');
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the API's messages under the option's fields", async () => {
    renderSection(RentalOptionsSection, {
      save: async () => {
        throw refusal({
          'rental_options.0.included_quantity_for_bedrooms_at_least.quantity': [
            'At most the most one lease can have.',
          ],
        });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Reserved Covered Parking' }));
    const form = panel('Edit Reserved Covered Parking');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    const included = form.getByLabelText('Number included');
    await waitFor(() => expectMessageUnder(included, 'At most the most one lease can have.'));
    expect(document.activeElement).toBe(included);
  });
});
