import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { banking } from '../lib/source-fixture';
import { openPlaidLink, pollReport, type ReportAnswer } from './financial-link';

afterEach(() => vi.unstubAllGlobals());

describe('pollReport', () => {
  it('asks again while the report is pending, then hands over the banking data', async () => {
    const answers: ReportAnswer[] = ['pending', 'pending', banking({ income_total: 100 })];
    const fetchOnce = vi.fn(async () => answers.shift() ?? 'pending');
    await expect(pollReport(fetchOnce, 0)).resolves.toMatchObject({ income_total: 100 });
    expect(fetchOnce).toHaveBeenCalledTimes(3);
  });

  it('passes a failure on', async () => {
    const failing = vi.fn(async (): Promise<ReportAnswer> => {
      throw new Error('report failed');
    });
    await expect(pollReport(failing, 0)).rejects.toThrow('report failed');
  });

  it('stops asking once aborted', async () => {
    const controller = new AbortController();
    const fetchOnce = vi.fn(async (): Promise<ReportAnswer> => {
      controller.abort(new Error('left the page'));
      return 'pending';
    });
    await expect(pollReport(fetchOnce, 10_000, controller.signal)).rejects.toThrow('left the page');
    expect(fetchOnce).toHaveBeenCalledTimes(1);
  });
});

describe('openPlaidLink', () => {
  const sandboxWindow = {
    provider: 'sandbox',
    expiration: '2026-11-24T02:00:00.000Z',
    hosted_link_url: '/w',
  };

  it.each([
    ['bank', '/api/verification-link-token/?lease_transaction_id=7&product=bank'],
    ['payroll_digital', '/api/verification-link-token/?lease_transaction_id=7&product=income'],
  ] as const)(
    'asks the launcher for the %s window’s token by transaction and product',
    async (flow, path) => {
      const { requested } = fakeApi({
        [path]: [{ status: 200, body: { token: 'link-1', ...sandboxWindow } }],
      });
      await expect(openPlaidLink(7, flow)).resolves.toEqual({ kind: 'hosted', url: '/w' });
      expect(requested).toEqual([path]);
    },
  );

  it('opens Plaid Link with the launcher’s token', async () => {
    const path = '/api/verification-link-token/?lease_transaction_id=7&product=bank';
    const plaid = { ...sandboxWindow, provider: 'plaid', hosted_link_url: null, token: 'link-plaid-1' };
    fakeApi({ [path]: [{ status: 200, body: plaid }] });
    await expect(openPlaidLink(7, 'bank')).resolves.toEqual({
      kind: 'plaid',
      token: 'link-plaid-1',
      receivedRedirectUri: null,
    });
  });

  it('takes the payroll documents window’s token from its flow, which the launcher does not offer', async () => {
    const path = '/api/transaction/7/create-plaid-link-token/payroll_manual/';
    const { requested } = fakeApi({ [path]: [{ status: 200, body: { link_token: 'l', ...sandboxWindow } }] });
    await expect(openPlaidLink(7, 'payroll_manual')).resolves.toEqual({ kind: 'hosted', url: '/w' });
    expect(requested).toEqual([path]);
  });
});
