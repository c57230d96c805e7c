// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LeaseTermsSection } from './LeaseTermsSection';
import { expectMessageUnder, loadSchemas, refusal, renderSection } from './section-test-kit';

beforeAll(loadSchemas);
afterEach(cleanup);

const terms = () => within(screen.getByRole('group', { name: 'Lease terms offered' }));
/** The inputs of the lease term in row `row` (0 first). */
const termInputs = (row: number) => ({
  months: terms().getAllByLabelText('Length in months')[row] as HTMLInputElement,
  adjustment: terms().getAllByLabelText('Rent adjustment (%)')[row] as HTMLInputElement,
});
const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });
const renewalTerms = () => within(screen.getByRole('group', { name: 'Renewal terms offered' }));

describe('LeaseTermsSection', () => {
  it('saves the terms with their adjustments, the renewals and the sales tax', async () => {
    const { save } = renderSection(LeaseTermsSection);
    expect(screen.getByRole('heading', { level: 2, name: 'Lease terms and renewals' })).toBeTruthy();
    expect(
      terms()
        .getAllByLabelText('Length in months')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['6', '9', '12', '15']);
    expect(
      renewalTerms()
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, false, true, true]);

    type(termInputs(0).adjustment, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the 9-month term' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a lease term' }));
    type(termInputs(3).months, '24');
    type(termInputs(3).adjustment, '-3.5');
    fireEvent.click(renewalTerms().getByLabelText('24 months'));
    fireEvent.click(renewalTerms().getByLabelText('6 months'));
    type(screen.getByLabelText('Sales tax (%)'), '8.5');
    type(screen.getByLabelText('Notice to vacate (days)'), '45');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The lease terms, renewals and sales tax are saved.',
    );
    expect(save.mock.calls).toEqual([
      [
        {
          lease_terms_months: [6, 12, 15, 24],
          lease_term_price_adjustment_percent: { '6': 12, '12': 0, '15': -2, '24': -3.5 },
          sales_tax_percent: 8.5,
          renewals: {
            renewal_offer_window_days: 120,
            renewal_lease_terms_months: [12, 15, 24],
            renewal_rent_increase_percent: 3,
            renewal_max_increase_percent: 5,
            notice_to_vacate_days: 45,
          },
        },
      ],
    ]);
  });

  it('says what is wrong under the field, and sends nothing', async () => {
    const { save } = renderSection(LeaseTermsSection);
    type(termInputs(1).months, 'nine');
    type(termInputs(2).months, '6');
    type(termInputs(3).adjustment, '150');
    type(screen.getByLabelText('Sales tax (%)'), '');
    type(screen.getByLabelText('Largest renewal increase (%)'), '-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expectMessageUnder(termInputs(1).months, 'Enter a number, like 12 or 2.5.'));
    expectMessageUnder(termInputs(2).months, 'This length is already offered.');
    expectMessageUnder(termInputs(3).adjustment, 'Enter 100 or less.');
    expectMessageUnder(screen.getByLabelText('Sales tax (%)'), 'Fill this in.');
    expectMessageUnder(screen.getByLabelText('Largest renewal increase (%)'), 'Enter 0 or more.');
    expect(save).not.toHaveBeenCalled();
  });

  it('asks for at least one lease term', async () => {
    const { save } = renderSection(LeaseTermsSection);
    for (const months of ['6', '9', '12', '15'])
      fireEvent.click(screen.getByRole('button', { name: `Remove the ${months}-month term` }));
    expect(renewalTerms().getAllByRole('checkbox')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await terms().findByText('Add at least one.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the API's messages under the term and the renewal field they are about", async () => {
    renderSection(LeaseTermsSection, {
      save: async () => {
        throw refusal({
          'lease_term_price_adjustment_percent.12': [
            'A 12-month lease is the base rent: its adjustment is 0.',
          ],
          'renewals.notice_to_vacate_days': ['Too big.'],
        });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expectMessageUnder(termInputs(2).adjustment, 'A 12-month lease is the base rent: its adjustment is 0.'),
    );
    expectMessageUnder(screen.getByLabelText('Notice to vacate (days)'), 'Too big.');
    expect(document.activeElement).toBe(termInputs(2).adjustment);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
