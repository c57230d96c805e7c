// @vitest-environment happy-dom
import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProofRulesSection } from './ProofRulesSection';
import { expectMessageUnder, loadSchemas, mapleCourt, refusal, renderSection } from './section-test-kit';

beforeAll(loadSchemas);
afterEach(cleanup);

const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });
const panel = (heading: string) =>
  within(screen.getByRole('heading', { name: heading }).parentElement as HTMLElement);
const rowOf = (caption: string, type: string) =>
  within(
    within(screen.getByRole('table', { name: caption }))
      .getByRole('rowheader', { name: type })
      .closest('tr') as HTMLElement,
  );
const ASSETS = 'Proof documents for assets at Maple Court Apartments';

/** Savings backed by two bank statements or a tax return: Maple Court's own rule. */
const savingsRule = {
  income_or_asset_type: 500,
  stream_type: 'asset' as const,
  require_all: false,
  allow_manual_document_upload_plaid: false,
  proof_documents: [
    { id: 8, label: 'Bank statements', description: 'Your last two', min_required: 2, max_required: 2 },
    { id: 2, label: 'Tax return', description: 'With the interest earned', min_required: 1, max_required: 1 },
  ],
};
const withSavingsRule: CommunityDefinition = {
  ...mapleCourt,
  settings: { ...mapleCourt.settings, financial_documents_validations: [savingsRule] },
};

describe('ProofRulesSection', () => {
  it('lists every type a hand-added source can be, with the built-in rule where it has none of its own', () => {
    renderSection(ProofRulesSection, { community: withSavingsRule });
    expect(
      screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    ).toEqual([
      'H1 Maple Court Apartments',
      'H2 Proof documents',
      'H3 Income',
      'H3 Assets',
      'H3 Housing vouchers',
    ]);
    const employment = rowOf('Proof documents for income at Maple Court Apartments', 'Employment');
    expect(employment.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Built-in',
      `Any one of:Paystubs: ${mapleCourt.settings.minimum_paystubs_required} files`,
      'No',
      'Customise',
    ]);
    const savings = rowOf(ASSETS, 'Savings');
    expect(savings.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Customised',
      'Any one of:Bank statements: 2 filesTax return: 1 file',
      'No',
      'EditReset',
    ]);
    expect(
      rowOf(
        'Proof documents for housing vouchers at Maple Court Apartments',
        'Housing Authority Voucher',
      ).getAllByRole('cell')[1]?.textContent,
    ).toBe('None required; accepted:Housing voucher: 1 to 2 files');
  });

  it('customises a type from its built-in rule and sends it as the community’s own', async () => {
    const { save } = renderSection(ProofRulesSection);
    const customise = screen.getByRole('button', { name: 'Customise Investment (assets)' });
    fireEvent.click(customise);
    const form = panel('Proof documents for Investment (assets)');
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 4, name: 'Proof documents for Investment (assets)' }),
    );
    type(form.getByLabelText('Name applicants see'), 'Brokerage statements');
    type(form.getByLabelText('Files required'), '2');
    fireEvent.click(form.getByLabelText('Every one of these documents'));
    fireEvent.click(form.getByRole('button', { name: 'Add a document' }));
    // The new document is the first kind not listed, in its built-in words; another kind brings its own.
    const second = within(form.getByRole('group', { name: 'Document 2' }));
    expect((second.getByLabelText('Name applicants see') as HTMLInputElement).value).toBe('Paystubs');
    fireEvent.change(second.getByLabelText('Kind of document'), { target: { value: '2' } });
    expect((second.getByLabelText('Name applicants see') as HTMLInputElement).value).toBe('Tax return');
    fireEvent.click(form.getByLabelText('Applicants who link a bank account may upload these documents too'));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The proof documents for Investment (assets) are saved.',
    );
    expect(save.mock.calls).toEqual([
      [
        {
          settings: {
            financial_documents_validations: [
              {
                income_or_asset_type: 510,
                stream_type: 'asset',
                require_all: true,
                allow_manual_document_upload_plaid: true,
                proof_documents: [
                  {
                    id: 8,
                    label: 'Brokerage statements',
                    description: 'Your most recent bank, brokerage or retirement account statements',
                    min_required: 2,
                    max_required: 3,
                  },
                  {
                    id: 2,
                    label: 'Tax return',
                    description: 'Your most recent federal tax return, with Schedule C or your 1099 forms',
                    min_required: 1,
                    max_required: 1,
                  },
                ],
              },
            ],
          },
        },
      ],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(customise));
  });

  it('says what is wrong under the field, and sends nothing', async () => {
    const { save } = renderSection(ProofRulesSection, { community: withSavingsRule });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Savings (assets)' }));
    const form = panel('Proof documents for Savings (assets)');
    const first = within(form.getByRole('group', { name: 'Document 1' }));
    const second = within(form.getByRole('group', { name: 'Document 2' }));
    type(first.getByLabelText('Most files accepted'), '1');
    type(second.getByLabelText('Name applicants see'), ' ');
    fireEvent.change(second.getByLabelText('Kind of document'), { target: { value: '8' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expectMessageUnder(
        first.getByLabelText('Most files accepted'),
        'Enter at least the number of files required.',
      ),
    );
    expectMessageUnder(second.getByLabelText('Kind of document'), 'This kind of document is already listed.');
    expectMessageUnder(second.getByLabelText('Name applicants see'), 'Fill this in.');
    expect(save).not.toHaveBeenCalled();
  });

  it('removes a document, and puts the API’s message under the field it names', async () => {
    const { save } = renderSection(ProofRulesSection, {
      community: withSavingsRule,
      save: async () => {
        throw refusal({
          'settings.financial_documents_validations.0.proof_documents.0.min_required': ['Too many.'],
        });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Savings (assets)' }));
    const form = panel('Proof documents for Savings (assets)');
    fireEvent.click(form.getByRole('button', { name: 'Remove Tax return' }));
    expect(document.activeElement).toBe(form.getByRole('button', { name: 'Add a document' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    const required = form.getByLabelText('Files required');
    await waitFor(() => expectMessageUnder(required, 'Too many.'));
    expect(document.activeElement).toBe(required);
    expect(save.mock.calls[0]?.[0].settings?.financial_documents_validations).toEqual([
      { ...savingsRule, proof_documents: [savingsRule.proof_documents[0]] },
    ]);
  });

  it('resets a customised type to the built-in rule after asking', async () => {
    const { save } = renderSection(ProofRulesSection, { community: withSavingsRule });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Savings (assets)' }));
    const confirm = panel('Reset Savings (assets) to the built-in documents?');
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(confirm.getByRole('button', { name: 'Reset' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Savings (assets) asks for the built-in documents again.',
    );
    expect(save.mock.calls).toEqual([[{ settings: { financial_documents_validations: [] } }]]);
  });
});
