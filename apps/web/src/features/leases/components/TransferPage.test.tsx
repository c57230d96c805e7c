// @vitest-environment happy-dom
import '@/lib/i18n';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaseFixture as lease } from '@/test-support/lease-fixture';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { renderResidentPage } from '../lib/render-resident-page';
import { TransferPage } from './TransferPage';

const community = {
  id: 1,
  slug: 'maple-court',
  display_name: 'Maple Court',
  community: { timezone: 'America/Chicago' },
} as CommunityConfiguration;

const unit = (id: number, unit_number: string) => ({
  id,
  unit_number,
  layout: '2 Bedroom',
  bedrooms: 2,
  bathrooms: 2,
  sqft: 1000,
  rent_from: 180_000,
  available_date: '2026-11-01',
});
const units = { units: [unit(7, '407'), unit(9, '305')] };

function renderPage(answers: Parameters<typeof renderResidentPage>[3]) {
  return renderResidentPage(
    community,
    '/maple-court/my-leases/5/transfer',
    {
      '/:community/my-leases/:leaseId/transfer': <TransferPage />,
      '/:community/transaction/:id/*': <p>Journey page</p>,
    },
    {
      '/api/leases/': [{ status: 200, body: { results: [lease] } }],
      '/api/communities/maple-court/units/': [{ status: 200, body: units }],
      ...answers,
    },
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TransferPage', () => {
  it('offers every open unit but the one the resident lives in, and starts the transfer at military status', async () => {
    const transfer = leaseTransactionFixture({
      id: 12,
      type: 60,
      events: [10, 70, 80].map((event) => ({
        event,
        applicant: 11,
        created_at: '2026-11-25T12:00:00Z',
        milestone: false,
      })),
    });
    const api = renderPage({ '/api/leases/5/transfer/': [{ status: 201, body: transfer }] });
    expect(
      await screen.findByText('Choose the apartment you would like to move to from unit 407.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer to Another Unit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer to unit 407' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Transfer to unit 305' }));
    expect(await screen.findByText('Journey page')).toBeTruthy();
    expect(api.requested).toContain('/api/leases/5/transfer/');
  });

  it('says why a transfer cannot start, in the API’s words', async () => {
    renderPage({
      '/api/leases/5/transfer/': [
        {
          status: 409,
          body: { error_type: 'Conflict', message: 'A transfer from this lease is already under way.' },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer to unit 305' }));
    expect(await screen.findByText('A transfer from this lease is already under way.')).toBeTruthy();
  });

  it('says when either read failed, and reads both again on Retry', async () => {
    const api = renderPage({
      '/api/communities/maple-court/units/': [{ status: 500 }, { status: 200, body: units }],
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(
      screen.getByText("We couldn't load the apartments open for transfer. Please try again."),
    ).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Transfer to unit 305' })).toBeTruthy();
    expect(api.requested.filter((path) => path === '/api/leases/')).toHaveLength(2);
  });

  it('does not offer a transfer from a lease that ended', async () => {
    renderPage({ '/api/leases/': [{ status: 200, body: { results: [{ ...lease, status: 'ended' }] } }] });
    expect(await screen.findByText('This lease cannot be transferred to another unit.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Transfer to unit/ })).toBeNull();
  });
});
