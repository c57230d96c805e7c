// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTransaction } from '@/shared/journey-step/render-in-transaction';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { banking, source } from '../lib/source-fixture';
import { EmployerDetailsPage } from './EmployerDetailsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EMPLOYER = '/api/applicant-employer/11/';
const nothing = {
  name: null,
  address_street: null,
  address_line_2: null,
  address_city: null,
  address_state: null,
  address_postal_code: null,
};
const goingOn = {
  '/api/transaction/7/financial-sources/': [{ status: 200, body: banking({ income_sources: [source()] }) }],
  '/api/applicant/11/': [
    {
      status: 200,
      body: { id: 11, stated_income: null, stated_assets: null, enabled_for_stated_income_assets: true },
    },
  ],
};

// Every step up to Income & Employment finished: the drawer's next is Fees & Deposits, before Screening.
const incomeStepDone = leaseTransactionFixture({
  events: [10, 250, 20, 30, 40].map((event) => ({
    event,
    applicant: 11,
    created_at: '2026-11-01T10:00:00.000Z',
    milestone: false,
  })),
});

describe('EmployerDetailsPage (spec part 2 §5: name and address fields are optional)', () => {
  it('marks no field required and saves the form left empty, then goes on', async () => {
    const { sent } = renderInTransaction(<EmployerDetailsPage />, {
      [EMPLOYER]: [{ status: 404 }, { status: 201, body: { id: 3, applicant_id: 11, ...nothing } }],
      ...goingOn,
    });
    await screen.findByLabelText('Employer name (optional)');
    const fields = [...screen.getAllByRole('textbox'), screen.getByLabelText('State (optional)')];
    expect(fields).toHaveLength(6);
    for (const field of fields) expect(field.hasAttribute('required')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sent(EMPLOYER)).toEqual([nothing]));
    expect(
      await screen.findByText('Went to /maple-court/transaction/7/income-employment/stated-income'),
    ).toBeTruthy();
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('goes on to the next step in the drawer, Fees & Deposits, where stated income is not asked (0025)', async () => {
    renderInTransaction(
      <EmployerDetailsPage />,
      {
        [EMPLOYER]: [{ status: 404 }, { status: 201, body: { id: 3, applicant_id: 11, ...nothing } }],
        ...goingOn,
        '/api/applicant/11/': [
          {
            status: 200,
            body: {
              id: 11,
              stated_income: null,
              stated_assets: null,
              enabled_for_stated_income_assets: false,
            },
          },
        ],
      },
      incomeStepDone,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Went to /maple-court/transaction/7/fees-deposits')).toBeTruthy();
  });

  it('still checks what is given: a ZIP code that is not one is shown and nothing is sent', async () => {
    const { sent } = renderInTransaction(<EmployerDetailsPage />, { [EMPLOYER]: [{ status: 404 }] });
    const zip = await screen.findByLabelText('ZIP code (optional)');
    fireEvent.input(zip, { target: { value: '7870' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const error = await screen.findByText('Enter a 5-digit ZIP code');
    expect(zip.getAttribute('aria-describedby')).toContain(error.id);
    expect(sent(EMPLOYER)).toEqual([]);
  });

  it("shows the API's field errors under their fields", async () => {
    renderInTransaction(<EmployerDetailsPage />, {
      [EMPLOYER]: [
        { status: 404 },
        {
          status: 400,
          body: {
            error_type: 'ValidationError',
            message: 'Check the fields below.',
            errors: { address_state: ['Choose a state'] },
          },
        },
      ],
    });
    fireEvent.input(await screen.findByLabelText('City (optional)'), { target: { value: 'Austin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const error = await screen.findByText('Choose a state', { selector: ':not(option)' });
    expect(screen.getByLabelText('State (optional)').getAttribute('aria-describedby')).toContain(error.id);
  });
});
