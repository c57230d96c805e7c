// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { PlaidLinkOptions } from 'react-plaid-link';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banking, source } from '../lib/source-fixture';
import { IncomeEmploymentPage } from './IncomeEmploymentPage';
import { LinkBankPage } from './LinkBankPage';
import { fakeApi, incomePath, linkCommunity, renderIncomePage, TRANSACTION_ID } from './link-test-harness';

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
const linkToken = (provider: 'plaid' | 'sandbox') => ({
  status: 200,
  body: {
    provider,
    link_token: `link-${provider}-abc`,
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
const renderLinkBank = () =>
  renderIncomePage(community, incomePath('link-bank'), {
    [incomePath('link-bank')]: <LinkBankPage />,
    [incomePath()]: <IncomeEmploymentPage />,
  });

describe('LinkBankPage with Plaid', () => {
  it("opens Plaid Link with the API's token, and its success goes on like the sandbox window's", async () => {
    const { requested } = fakeApi({
      [`${api}/create-plaid-link-token/bank/`]: [linkToken('plaid')],
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
    fakeApi({ [`${api}/create-plaid-link-token/bank/`]: [linkToken('plaid')] });
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
    renderIncomePage(
      community,
      { pathname: incomePath('link-bank'), state: { plaidRedirectUri: receivedRedirectUri } } as never,
      { [incomePath('link-bank')]: <LinkBankPage /> },
    );
    await waitFor(() => expect(plaid.open).toHaveBeenCalled());
    expect(plaid.options.at(-1)).toMatchObject({ token: 'link-plaid-kept', receivedRedirectUri });
    expect(requested).toEqual([]);
  });
});

describe('LinkBankPage with the sandbox', () => {
  it("frames the sandbox's window and never asks for Plaid's script", async () => {
    fakeApi({ [`${api}/create-plaid-link-token/bank/`]: [linkToken('sandbox')] });
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
