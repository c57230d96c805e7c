// @vitest-environment happy-dom
import '@/lib/i18n';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import type { RenewalOffer, RenewalOffers } from '@portal/domain/schemas/renewal';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderResidentPage } from '../lib/render-resident-page';
import { RenewalOffersPage } from './RenewalOffersPage';

const community = {
  id: 1,
  slug: 'maple-court',
  display_name: 'Maple Court',
  contact_phone: '(512) 555-0142',
} as CommunityConfiguration;

const offer = (lease_term: number, monthly_rent: number, bp: number): RenewalOffer => ({
  lease_term,
  monthly_rent,
  current_monthly_rent: 189_000,
  rent_increase_basis_points: bp,
  monthly_items: [{ name: 'Rent', amount: monthly_rent, tax: 0 }],
  total_fees_per_month: monthly_rent,
  current_total_per_month: 189_000,
  lease_start_date: '2027-02-06',
  lease_end_date: '2028-02-05',
});

const open: RenewalOffers = {
  lease_id: 5,
  closed_reason: null,
  opens_on: '2026-10-08',
  office_phone: '(512) 555-0142',
  offers: [offer(6, 198_450, 500), offer(12, 194_670, 300)],
  open_renewal: null,
};

function renderPage(answers: Parameters<typeof renderResidentPage>[3]) {
  return renderResidentPage(
    community,
    '/maple-court/lease/5/renewal/lease-offers',
    {
      '/:community/lease/:leaseId/renewal/lease-offers': <RenewalOffersPage />,
      '/:community/transaction/:id/application-approved': <p>Approved screen</p>,
    },
    answers,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('RenewalOffersPage', () => {
  it('shows each offer with its rent, what changes from today and its dates', async () => {
    renderPage({ '/api/leases/5/renewal-offers/': [{ status: 200, body: open }] });
    const twelve = await screen.findByRole('article', { name: '12 months' });
    expect(within(twelve).getAllByText('$1,946.70').length).toBeGreaterThan(0);
    expect(within(twelve).getByText('+$56.70 a month (+3%) from $1,890.00')).toBeTruthy();
    expect(within(twelve).getByText('February 6, 2027')).toBeTruthy();
    expect(within(twelve).getByText('February 5, 2028')).toBeTruthy();
    expect(screen.getByRole('article', { name: '6 months' })).toBeTruthy();
  });

  it('asks for the chosen offer and says so when the server refuses it', async () => {
    const api = renderPage({
      '/api/leases/5/renewal-offers/': [{ status: 200, body: open }],
      '/api/leases/5/renewal/': [
        { status: 409, body: { error_type: 'Conflict', message: 'Already under way.' } },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Renew for 12 months' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Already under way.');
    expect(api.requested).toContain('/api/leases/5/renewal/');
  });

  it('says why offers are closed and gives the office phone', async () => {
    renderPage({
      '/api/leases/5/renewal-offers/': [
        { status: 200, body: { ...open, closed_reason: 'self_service_off', offers: [] } },
      ],
    });
    expect(await screen.findByText("Renewing this lease online isn't available.")).toBeTruthy();
    expect(screen.getByRole('link', { name: '(512) 555-0142' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Renew for/ })).toBeNull();
  });

  it('leads to the renewal already under way instead of offering another', async () => {
    renderPage({
      '/api/leases/5/renewal-offers/': [
        { status: 200, body: { ...open, open_renewal: { id: 41, status: 7, lease_term: 12 } } },
      ],
    });
    expect(await screen.findByText(/You have already chosen to renew for 12 months\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your renewal' }).getAttribute('href')).toBe(
      '/maple-court/transaction/41/application-approved',
    );
  });
});
