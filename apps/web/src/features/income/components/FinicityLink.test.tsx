// @vitest-environment happy-dom
import { LINK_WINDOW_MESSAGE_SOURCE } from '@portal/domain/constants/financial-link';
import { TermsType } from '@portal/domain/constants/terms-types';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banking, source } from '../lib/source-fixture';
import { IncomeEmploymentPage } from './IncomeEmploymentPage';
import { LinkBankPage } from './LinkBankPage';
import { fakeApi, incomePath, linkCommunity, renderIncomePage, TRANSACTION_ID } from './link-test-harness';

vi.mock('../api/financial-link', async (original) => ({
  ...(await original<typeof import('../api/financial-link')>()),
  REPORT_POLL_INTERVAL_MS: 0,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The first (Finicity-style) provider's flow in the browser, which no demo community offers: Connect, its
 * terms, the link, the hosted window, the reports requested and polled while 202, then the Summary.
 */
const api = `/api/transaction/${TRANSACTION_ID}`;
const windowUrl = '/api/sandbox/financial-link/window?style=finicity&product=bank#link-sandbox-first';
const pending = { status: 202, body: { status: 'pending' } };
const linked = banking({
  income_sources: [
    source({
      id: 9,
      income_or_asset_type: 150,
      status: 20,
      other: 'Northwind Logistics — paid every two weeks',
    }),
  ],
  income_total: 6_000_000,
});
const community = linkCommunity({
  financial_situation_verification_provider: 'finicity',
  plaid_link_bank_flow_enabled: false,
  plaid_payroll_digital_flow_enabled: false,
  plaid_payroll_manual_flow_enabled: false,
});

const renderConnect = () =>
  renderIncomePage(community, incomePath(), {
    [incomePath()]: <IncomeEmploymentPage />,
    [incomePath('link-bank')]: <LinkBankPage />,
  });

/** What the hosted window posts to the page when the applicant is done in it. */
function windowSays(frame: HTMLElement, data: object) {
  const contentWindow = (frame as HTMLIFrameElement).contentWindow;
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { source: LINK_WINDOW_MESSAGE_SOURCE, ...data },
      origin: window.location.origin,
      source: contentWindow,
    }),
  );
}

async function openWindow() {
  (await screen.findByRole('link', { name: 'Link Bank Account' })).click();
  fireEvent.click(await screen.findByLabelText('I agree to the terms of linking my bank account'));
  (await screen.findByRole('button', { name: 'Link Bank Account' })).click();
  return screen.findByTitle('Bank link window');
}

const termsAnswers = {
  '/api/financial-link-terms/': [
    {
      status: 200,
      body: {
        text: 'Terms of linking',
        current_revision: { id: '2026-01-01', content_type: 'text/markdown' },
      },
    },
  ],
  [`${api}/terms-accepted/`]: [
    {
      status: 201,
      body: {
        id: 1,
        transaction_id: TRANSACTION_ID,
        applicant_id: 3,
        type: TermsType.Finicity,
        revision: '2026-01-01',
        accepted_at: '2026-11-23T21:00:00.000Z',
        created_at: '2026-11-23T21:00:00.000Z',
      },
    },
  ],
};

describe('the first provider in the browser', () => {
  it('walks Connect, terms, link, window, reports polled while 202, to the Summary', async () => {
    const { requested } = fakeApi({
      ...termsAnswers,
      [`${api}/financial-sources/`]: [
        { status: 200, body: banking() },
        { status: 200, body: linked },
      ],
      [`${api}/generate-finicity-link/`]: [{ status: 200, body: { link: windowUrl } }],
      [`${api}/generate-finicity-reports/`]: [pending],
      [`${api}/fetch-finicity-reports/`]: [pending, pending, { status: 200, body: linked }],
    });
    renderConnect();
    const frame = await openWindow();
    expect(frame.getAttribute('src')).toBe(windowUrl);

    await act(async () => windowSays(frame, { type: 'success', public_token: null, metadata: {} }));
    expect(
      await screen.findAllByText('Northwind Logistics — paid every two weeks', { exact: false }),
    ).not.toHaveLength(0);
    expect(
      requested.filter(
        (path) => !path.endsWith('/financial-sources/') && !path.endsWith('/financial-document/'),
      ),
    ).toEqual([
      '/api/financial-link-terms/',
      `${api}/terms-accepted/`,
      `${api}/generate-finicity-link/`,
      `${api}/generate-finicity-reports/`,
      `${api}/fetch-finicity-reports/`,
      `${api}/fetch-finicity-reports/`,
      `${api}/fetch-finicity-reports/`,
    ]);
  });

  it('asks for the terms before it opens a window', async () => {
    const { requested } = fakeApi({
      ...termsAnswers,
      [`${api}/financial-sources/`]: [{ status: 200, body: banking() }],
    });
    renderConnect();
    (await screen.findByRole('link', { name: 'Link Bank Account' })).click();
    (await screen.findByRole('button', { name: 'Link Bank Account' })).click();
    expect(
      await screen.findByText('Please agree to the terms of linking your bank account first.'),
    ).toBeTruthy();
    expect(requested).not.toContain(`${api}/generate-finicity-link/`);
  });

  it("shows the spec's message when the report fails, back at the link details", async () => {
    fakeApi({
      ...termsAnswers,
      [`${api}/financial-sources/`]: [{ status: 200, body: banking() }],
      [`${api}/generate-finicity-link/`]: [{ status: 200, body: { link: windowUrl } }],
      [`${api}/generate-finicity-reports/`]: [pending],
      [`${api}/fetch-finicity-reports/`]: [
        pending,
        {
          status: 502,
          body: {
            error_type: 'ServerError',
            message: 'There was an error generating your income and assets report. Please try again.',
            errors: {},
          },
        },
      ],
    });
    renderConnect();
    const frame = await openWindow();
    await act(async () => windowSays(frame, { type: 'success', public_token: null, metadata: {} }));
    expect(
      await screen.findByText(
        'There was an error generating your income and assets report. Please try again.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Link Bank Account' })).toBeTruthy());
  });

  it("goes back to the link details with the spec's message when the window reports a failure", async () => {
    const { requested } = fakeApi({
      ...termsAnswers,
      [`${api}/financial-sources/`]: [{ status: 200, body: banking() }],
      [`${api}/generate-finicity-link/`]: [{ status: 200, body: { link: windowUrl } }],
    });
    renderConnect();
    const frame = await openWindow();
    await act(async () => windowSays(frame, { type: 'exit', error: { error_code: 'ACCOUNT_LOCKED' } }));
    expect(
      await screen.findByText('There was an error accessing your information. Please try again.'),
    ).toBeTruthy();
    expect(requested).not.toContain(`${api}/generate-finicity-reports/`);
  });
});
