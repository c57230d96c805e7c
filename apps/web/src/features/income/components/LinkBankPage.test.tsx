// @vitest-environment happy-dom
import { LINK_WINDOW_MESSAGE_SOURCE } from '@portal/domain/constants/financial-link';
import { TermsType } from '@portal/domain/constants/terms-types';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PlaidLinkOptions } from 'react-plaid-link';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { banking, source } from '../lib/source-fixture';
import { incomePath, linkCommunity, renderLinkPages, TRANSACTION_ID } from './link-test-harness';

/** Plaid's React SDK, as far as the page uses it: the options it was given, and its window opened. */
const plaid = vi.hoisted(() => ({
  options: [] as PlaidLinkOptions[],
  open: vi.fn(),
}));
vi.mock('react-plaid-link', () => ({
  usePlaidLink: (options: PlaidLinkOptions) => {
    plaid.options.push(options);
    return { open: plaid.open, ready: true, error: null, exit: vi.fn(), submit: vi.fn() };
  },
}));
vi.mock('../api/financial-link', async (original) => ({
  ...(await original<typeof import('../api/financial-link')>()),
  REPORT_POLL_INTERVAL_MS: 0,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  plaid.options.length = 0;
  plaid.open.mockReset();
  localStorage.clear();
});

const api = `/api/transaction/${TRANSACTION_ID}`;
const launcherToken = `/api/verification-link-token/?lease_transaction_id=${TRANSACTION_ID}&product=bank`;
const linkToken = (provider: 'plaid' | 'sandbox') => ({
  status: 200,
  body: {
    provider,
    token: `link-${provider}-abc`,
    expiration: '2026-11-24T02:00:00.000Z',
    hosted_link_url:
      provider === 'plaid'
        ? null
        : '/api/sandbox/financial-link/window?style=plaid&product=bank#link-sandbox-abc',
  },
});
const pending = { status: 202, body: { status: 'pending' } };
const linked = banking({
  income_sources: [
    source({ id: 7, income_or_asset_type: 150, is_plaid: true, status: 20, other: 'Northwind Logistics' }),
  ],
  income_total: 6_000_000,
});

const community = linkCommunity({ financial_situation_verification_provider: 'plaid' });
const renderLinkBank = () => renderLinkPages(community, incomePath('link-bank'));

describe('LinkBankPage with Plaid', () => {
  it("opens Plaid Link with the API's token, and its success goes on like the sandbox window's", async () => {
    const { requested } = fakeApi({
      [launcherToken]: [linkToken('plaid')],
      [`${api}/get-income-and-assets/public-sandbox-1/session-1/bank/`]: [pending],
      [`${api}/fetch-plaid-reports/bank/`]: [pending, { status: 200, body: linked }],
      [`${api}/financial-sources/`]: [{ status: 200, body: linked }],
    });
    renderLinkBank();
    (await screen.findByRole('button', { name: 'Link Bank Account' })).click();

    await waitFor(() => expect(plaid.open).toHaveBeenCalled());
    expect(plaid.options.at(-1)?.token).toBe('link-plaid-abc');
    expect(screen.queryByTitle('Bank link window')).toBeNull();
    // Kept for the OAuth redirect: the token reopens Link on this page.
    expect(JSON.parse(localStorage.getItem('portal.plaidLink') ?? 'null')).toEqual({
      token: 'link-plaid-abc',
      returnTo: incomePath('link-bank'),
    });

    await act(async () => {
      plaid.options.at(-1)?.onSuccess('public-sandbox-1', { link_session_id: 'session-1' } as never);
    });
    expect(await screen.findAllByText('Northwind Logistics', { exact: false })).not.toHaveLength(0);
    expect(requested.filter((path) => path.endsWith('fetch-plaid-reports/bank/'))).toHaveLength(2);
    expect(localStorage.getItem('portal.plaidLink')).toBeNull();
  });

  it("shows the spec's message when Plaid Link exits with an error", async () => {
    fakeApi({ [launcherToken]: [linkToken('plaid')] });
    renderLinkBank();
    (await screen.findByRole('button', { name: 'Link Bank Account' })).click();
    await waitFor(() => expect(plaid.open).toHaveBeenCalled());

    await act(async () => {
      plaid.options.at(-1)?.onExit?.({ error_code: 'ITEM_LOCKED' } as never, {} as never);
    });
    expect(
      await screen.findByText('There was an error accessing your information. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link Bank Account' })).toBeTruthy();
  });

  it("reopens Plaid Link with the kept token and Plaid's address after an OAuth redirect", async () => {
    localStorage.setItem(
      'portal.plaidLink',
      JSON.stringify({ token: 'link-plaid-kept', returnTo: incomePath('link-bank') }),
    );
    const receivedRedirectUri = 'https://portal.example/plaid-oauth?oauth_state_id=abc';
    const { requested } = fakeApi({});
    renderLinkPages(community, {
      pathname: incomePath('link-bank'),
      state: { plaidRedirectUri: receivedRedirectUri },
    });
    await waitFor(() => expect(plaid.open).toHaveBeenCalled());
    expect(plaid.options.at(-1)).toMatchObject({ token: 'link-plaid-kept', receivedRedirectUri });
    expect(requested).toEqual([]);
  });
});

describe('LinkBankPage with the sandbox', () => {
  it("frames the sandbox's window and never asks for Plaid's script", async () => {
    fakeApi({ [launcherToken]: [linkToken('sandbox')] });
    renderLinkBank();
    (await screen.findByRole('button', { name: 'Link Bank Account' })).click();

    const frame = await screen.findByTitle('Bank link window');
    expect(frame.getAttribute('src')).toBe(
      '/api/sandbox/financial-link/window?style=plaid&product=bank#link-sandbox-abc',
    );
    expect(plaid.options).toHaveLength(0);
    expect(document.querySelector('script[src*="plaid.com"]')).toBeNull();
    expect(localStorage.getItem('portal.plaidLink')).toBeNull();
  });
});

/**
 * The first (Finicity-style) provider's flow in the browser, which no demo community offers: Connect, its
 * terms, the link, the hosted window, the reports requested and polled while 202, then the Summary.
 */
const windowUrl = '/api/sandbox/financial-link/window?style=finicity&product=bank#link-sandbox-first';
const linkedByFirst = banking({
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
const firstProviderCommunity = linkCommunity({
  financial_situation_verification_provider: 'finicity',
  plaid_link_bank_flow_enabled: false,
  plaid_payroll_digital_flow_enabled: false,
  plaid_payroll_manual_flow_enabled: false,
});

const renderConnect = () => renderLinkPages(firstProviderCommunity, incomePath());

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
  const frame = await screen.findByTitle('Bank link window');
  // Focus moves into the window once it is shown, and the page listens to it from then on.
  await waitFor(() => expect(document.activeElement).toBe(frame));
  return frame;
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
        { status: 200, body: linkedByFirst },
      ],
      [`${api}/generate-finicity-link/`]: [{ status: 200, body: { link: windowUrl } }],
      [`${api}/generate-finicity-reports/`]: [pending],
      [`${api}/fetch-finicity-reports/`]: [pending, pending, { status: 200, body: linkedByFirst }],
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
