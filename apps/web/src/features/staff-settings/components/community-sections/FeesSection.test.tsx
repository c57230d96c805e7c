// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FeesSection } from './FeesSection';
import { expectMessageUnder, loadSchemas, mapleCourt, refusal, renderSection } from './section-test-kit';

beforeAll(loadSchemas);
afterEach(cleanup);

const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });
const rowNames = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
/** The panel a heading opens, to look inside it. */
const panel = (heading: string) =>
  within(screen.getByRole('heading', { name: heading }).parentElement as HTMLElement);
const { fees } = mapleCourt;

describe('FeesSection', () => {
  it('lists the fees under their kinds, and the concessions', () => {
    renderSection(FeesSection);
    expect(
      screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    ).toEqual([
      'H1 Maple Court Apartments',
      'H2 Fees and concessions',
      'H3 One-time fees',
      'H3 Deposits',
      'H3 Monthly fees',
      'H3 Concessions',
    ]);
    expect(rowNames('One-time fees of Maple Court Apartments')).toEqual([
      'Application Fee',
      'Administrative Fee',
      'Transfer Fee',
    ]);
    expect(rowNames('Deposits of Maple Court Apartments')).toEqual([
      'Holding Deposit',
      'Unit Security Deposit',
    ]);
    expect(rowNames('Monthly fees of Maple Court Apartments')).toEqual(['Valet Trash']);
    const deposit = screen
      .getByRole('rowheader', { name: 'Unit Security Deposit' })
      .closest('tr') as HTMLElement;
    expect(
      within(deposit)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['0 bd: $500.00', '1 bd: $500.00', '2 bd: $750.00', '3 bd: $1,000.00']);
    expect(
      within(screen.getByRole('rowheader', { name: 'Application Fee' }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['$50.00', 'For each adult applicant', 'Application fee']);
    expect(rowNames('Concessions of Maple Court Apartments')).toEqual(['15-Month Lease Special']);
  });

  it('edits a fee and sends every fee, this one changed, in cents', async () => {
    const { save } = renderSection(FeesSection);
    const edit = screen.getByRole('button', { name: 'Edit Administrative Fee' });
    fireEvent.click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    const form = panel('Edit Administrative Fee');
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 4, name: 'Edit Administrative Fee' }),
    );
    type(form.getByLabelText('Amount ($)'), '1,175.5');
    fireEvent.click(form.getByLabelText('Sales tax applies'));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The changes to Administrative Fee are saved.',
    );
    expect(save).toHaveBeenCalledTimes(1);
    const sent = save.mock.calls[0]?.[0].fees;
    expect(sent?.[2]).toEqual({ ...fees[2], amount_cents: 117_550, taxable: true });
    expect(sent?.filter((_, index) => index !== 2)).toEqual(fees.filter((_, index) => index !== 2));
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('changes the amounts by bedrooms of a security deposit', async () => {
    const { save } = renderSection(FeesSection);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Unit Security Deposit' }));
    const form = panel('Edit Unit Security Deposit');
    expect((form.getByLabelText('An amount for each number of bedrooms') as HTMLInputElement).checked).toBe(
      true,
    );
    type(form.getAllByLabelText('Amount ($)')[2] as HTMLElement, '800');
    fireEvent.click(form.getByRole('button', { name: 'Remove the amount for 3 bedrooms' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await screen.findByText('The changes to Unit Security Deposit are saved.');
    expect(save.mock.calls[0]?.[0].fees?.[3]).toEqual({
      ...fees[3],
      amount_cents_by_bedrooms: { '0': 50000, '1': 50000, '2': 80000 },
    });
  });

  it('adds a fee, its key suggested from its name', async () => {
    const { save } = renderSection(FeesSection);
    fireEvent.click(screen.getByRole('button', { name: 'Add a fee' }));
    const form = panel('Add a fee');
    type(form.getByLabelText('Name'), 'Amenity Fee (Gym & Pool)');
    expect((form.getByLabelText('Key') as HTMLInputElement).value).toBe('amenity-fee-gym-pool');
    fireEvent.change(form.getByLabelText('Type'), { target: { value: 'monthly' } });
    type(form.getByLabelText('Amount ($)'), '25');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await screen.findByText('Amenity Fee (Gym & Pool) is added.');
    expect(save.mock.calls[0]?.[0].fees).toEqual([
      ...fees,
      {
        key: 'amenity-fee-gym-pool',
        name: 'Amenity Fee (Gym & Pool)',
        kind: 'monthly',
        amount_cents: 2500,
        per: 'transaction',
        taxable: false,
      },
    ]);
  });

  it('says what is wrong under the field, and sends nothing', async () => {
    const { save } = renderSection(FeesSection);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Transfer Fee' }));
    const form = panel('Edit Transfer Fee');
    type(form.getByLabelText('Amount ($)'), '12.345');
    type(form.getByLabelText('Key'), 'admin-fee');
    type(form.getByLabelText('Name'), ' ');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expectMessageUnder(form.getByLabelText('Amount ($)'), 'Enter an amount in dollars, like 50.00.'),
    );
    expectMessageUnder(form.getByLabelText('Key'), 'Another one already uses this key: choose another.');
    expectMessageUnder(form.getByLabelText('Name'), 'Fill this in.');
    expect(save).not.toHaveBeenCalled();
  });

  it("splits the application fee into the agency's charge and the processing time, which must add up", async () => {
    const { save } = renderSection(FeesSection);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Application Fee' }));
    const form = panel('Edit Application Fee');
    const processing = form.getByLabelText('Of which processing time ($)');
    type(form.getByLabelText("Of which the screening agency's charge ($)"), '30');
    type(processing, '10');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expectMessageUnder(
        processing,
        "The screening agency's charge and the processing time add up to $40, not the fee's $50.",
      ),
    );
    expect(save).not.toHaveBeenCalled();

    type(processing, '20');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await screen.findByText('The changes to Application Fee are saved.');
    expect(save.mock.calls[0]?.[0].fees?.[0]).toEqual({
      ...fees[0],
      itemization: { agency_cents: 3_000, processing_cents: 2_000 },
    });
  });

  it('offers the split for an application fee only', () => {
    renderSection(FeesSection);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Transfer Fee' }));
    expect(panel('Edit Transfer Fee').queryByLabelText('Of which processing time ($)')).toBeNull();
  });

  it("puts the API's message about the fee's amount under its amount", async () => {
    renderSection(FeesSection, {
      save: async () => {
        throw refusal({ 'fees.1.amount_cents': ['A holding deposit is at most one month of rent.'] });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Holding Deposit' }));
    const form = panel('Edit Holding Deposit');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    const amount = form.getByLabelText('Amount ($)');
    await waitFor(() => expectMessageUnder(amount, 'A holding deposit is at most one month of rent.'));
    expect(document.activeElement).toBe(amount);
  });

  it('names the other fee a message is about, in the banner', async () => {
    renderSection(FeesSection, {
      save: async () => {
        throw refusal({ 'fees.4.amount_cents': ['Too big.'] });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Application Fee' }));
    fireEvent.click(panel('Edit Application Fee').getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Valet Trash: Too big.');
  });

  it('removes a fee after asking, and says so', async () => {
    const { save } = renderSection(FeesSection);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Valet Trash' }));
    const confirm = panel('Remove Valet Trash?');
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Valet Trash is removed.');
    expect(save.mock.calls).toEqual([[{ fees: fees.filter((fee) => fee.key !== 'trash-valet') }]]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
  });

  it('edits a concession: its monthly amount and the terms it applies to', async () => {
    const { save } = renderSection(FeesSection);
    fireEvent.click(screen.getByRole('button', { name: 'Edit 15-Month Lease Special' }));
    const form = panel('Edit 15-Month Lease Special');
    expect(form.getAllByRole('checkbox').map((box) => box.closest('div')?.textContent)).toEqual([
      '6 months',
      '9 months',
      '12 months',
      '15 months',
    ]);
    type(form.getByLabelText('Taken off the rent each month ($)'), '75');
    fireEvent.click(form.getByLabelText('12 months'));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await screen.findByText('The changes to 15-Month Lease Special are saved.');
    expect(save.mock.calls).toEqual([
      [
        {
          concessions: [
            { ...mapleCourt.concessions[0], amount_cents: 7500, applies_to_lease_terms_months: [12, 15] },
          ],
        },
      ],
    ]);
  });
});
