import '@/lib/i18n';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { SessionSummary } from '@portal/domain/schemas/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '@/features/accounts/api/get-session';
import { type PriceChanges, priceChangesQueryKey, requotePatch } from '@/features/journey/api/price-changes';
import { transactionQueryKey } from '@/features/journey/api/transaction-query-key';
import { CommunityProvider } from '@/lib/community-context';
import { drawerModel } from '@/shared/journey-step/drawer-inputs';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import { leaseTransactionFixture, storageLockersFixture } from '@/test-support/transaction-fixture';
import { ProgressDrawer } from '../ProgressDrawer';
import { PricingUpdatedPage } from './PricingUpdatedPage';
import { QuoteExpiredPage } from './QuoteExpiredPage';
import { UnitUnavailablePage } from './UnitUnavailablePage';

/**
 * The holds a browser test cannot bring about (a staff price change, a unit taken off the market, a quote
 * two days old: the e2e server's data and clock are its own), rendered with the answers the API gives.
 */

const community = {
  slug: 'maple-court',
  display_name: 'Maple Court Apartments',
  contact_phone: '(512) 555-0142',
  community: { timezone: 'America/Chicago' },
} as CommunityConfiguration;

/** Avery Quinn's application, quoted for 12 months from December 15, 2026. */
const transaction = (overrides: Partial<LeaseTransaction> = {}) =>
  leaseTransactionFixture({
    lease_start_date: '2026-12-15',
    lease_end_date: '2027-12-14',
    lease_term: 12,
    move_in_date: '2026-12-15',
    ...overrides,
  });
const roommate = { applicant: { id: 12, role: 20, has_access_to_application_link: true } };

function render(page: ReactNode, path: string, seed: (client: QueryClient) => void = () => {}) {
  const client = new QueryClient();
  seed(client);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <CommunityProvider value={community}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={page} />
          </Routes>
        </MemoryRouter>
      </CommunityProvider>
    </QueryClientProvider>,
  );
}

function inTransaction(page: ReactNode, data: LeaseTransaction, seed?: (client: QueryClient) => void) {
  return render(
    <TransactionProvider value={data}>{page}</TransactionProvider>,
    `/maple-court/transaction/${data.id}/page`,
    seed,
  );
}

const priceChange: PriceChanges = {
  changed: true,
  rent: { changed: true, quoted_rent: 149_500, current_rent: 152_000 },
  options: [{ rental_option_id: 5, name: 'Wine Cooler', quoted_price: 1_500, current_price: 1_800 }],
};

describe('the price review', () => {
  it('shows the primary applicant the quoted and the new monthly prices, and the way to confirm them', () => {
    const html = inTransaction(<PricingUpdatedPage />, transaction(), (client) =>
      client.setQueryData(priceChangesQueryKey(7), priceChange),
    );
    expect(html).toContain('Pricing has been updated.');
    expect(html).toContain('Review Your New Pricing</h1>');
    expect(html).toContain('<caption>Monthly prices that changed</caption>');
    expect(html).toMatch(
      /<th scope="row">Rent<\/th><td[^>]*>\$1,495\.00\/month<\/td><td[^>]*>\$1,520\.00\/month/,
    );
    expect(html).toMatch(/Wine Cooler<\/th><td[^>]*>\$15\.00\/month<\/td><td[^>]*>\$18\.00\/month/);
    expect(html).toContain('Confirm New Pricing</button>');
    expect(html).toContain('href="tel:+15125550142"');
  });

  it('lists only what changed', () => {
    const html = inTransaction(<PricingUpdatedPage />, transaction(), (client) =>
      client.setQueryData(priceChangesQueryKey(7), {
        ...priceChange,
        rent: { changed: false, quoted_rent: 149_500, current_rent: 149_500 },
      }),
    );
    expect(html).not.toContain('>Rent</th>');
    expect(html).toContain('Wine Cooler</th>');
  });

  it('says so when there is nothing to confirm', () => {
    const html = inTransaction(<PricingUpdatedPage />, transaction(), (client) =>
      client.setQueryData(priceChangesQueryKey(7), { changed: false, rent: priceChange.rent, options: [] }),
    );
    expect(html).toContain('Your Pricing Is Up to Date</h1>');
    expect(html).not.toContain('Pricing has been updated.');
    expect(html).toContain('Your pricing is up to date. There is nothing to confirm.');
    expect(html).toContain('Continue My Application</a>');
    expect(html).not.toContain('Confirm New Pricing');
  });

  it('is never shown to anyone but the primary applicant', () => {
    const html = inTransaction(<PricingUpdatedPage />, transaction(roommate), (client) =>
      client.setQueryData(priceChangesQueryKey(7), priceChange),
    );
    expect(html).not.toContain('Pricing has been updated.');
    expect(html).not.toContain('Wine Cooler');
  });

  it('confirms by quoting the same term and options again at current prices', () => {
    const storageLockers = storageLockersFixture();
    const chosen = transaction({
      selected_rental_options: [
        {
          ...storageLockers,
          id: 1,
          rental_option_id: 5,
          quantity: 1,
          pet_type: 'pets-cats',
          is_assistance_animal: true,
        },
        storageLockers,
      ],
    });
    expect(requotePatch(chosen)).toEqual({
      lease_term: 12,
      selected_rental_options: [
        { rental_option_id: 5, quantity: 1, pet_type: 'pets-cats', is_assistance_animal: true },
        { rental_option_id: 6, quantity: 2 },
      ],
    });
    expect(requotePatch(transaction({ lease_term: null }))).toEqual({ selected_rental_options: [] });
  });
});

describe('the unit-unavailable page', () => {
  const gone = transaction({ unit_available: false });
  const units = [
    {
      id: 3,
      unit_number: '203',
      layout: '1 Bedroom',
      bedrooms: 1,
      bathrooms: 1,
      sqft: 735,
      rent_from: 146_510,
      available_date: '2026-12-15',
    },
  ];
  const seedUnits = (client: QueryClient) =>
    client.setQueryData(['journey', 'available-units', '7', '2026-12-15'], units);

  it('lets the primary applicant choose another unit open on their move-in date', () => {
    const html = inTransaction(<UnitUnavailablePage />, gone, seedUnits);
    expect(html).toContain('This Apartment Is No Longer Available</h1>');
    expect(html).toContain('Unit 102 has been leased or taken off the market');
    expect(html).toContain('<legend');
    expect(html).toContain('Apartments available on December 15, 2026</legend>');
    expect(html).toContain('type="radio"');
    expect(html).toContain('Unit 203');
    expect(html).toContain('1 Bedroom, 1 bath, 735 sq ft, rent from $1,465.10/month');
    expect(html).toContain('Choose This Apartment</button>');
    expect(html).toContain('href="tel:+15125550142"');
  });

  it('says when no other unit is open on that date', () => {
    const html = inTransaction(<UnitUnavailablePage />, gone, (client) =>
      client.setQueryData(['journey', 'available-units', '7', '2026-12-15'], [{ ...units[0], id: 2 }]),
    );
    expect(html).toContain('No other apartment is available for December 15, 2026.');
    expect(html).not.toContain('Choose This Apartment');
  });

  it('tells the rest of the household who will choose, and offers no choice', () => {
    const html = inTransaction(
      <UnitUnavailablePage />,
      transaction({ ...roommate, unit_available: false }),
      seedUnits,
    );
    expect(html).toContain('Avery Quinn, the primary applicant, will choose another apartment');
    expect(html).not.toContain('type="radio"');
    expect(html).not.toContain('Choose This Apartment');
  });
});

describe('the quote-expired page', () => {
  const session = { kind: 'user', community: 'maple-court' } as SessionSummary;
  const expired =
    (overrides: Partial<LeaseTransaction> = {}) =>
    (client: QueryClient) => {
      client.setQueryData(sessionQueryKey, session);
      client.setQueryData(transactionQueryKey('7'), transaction({ quote_expired: true, ...overrides }));
    };

  it('sends the primary applicant back to lease terms for a new quote', () => {
    const html = render(<QuoteExpiredPage />, '/maple-court/quote-expired?transaction=7', expired());
    expect(html).toContain('Your Quote Has Expired</h1>');
    expect(html).toContain('Your quote has expired and pricing may have updated.');
    expect(html).toMatch(/href="\/maple-court\/transaction\/7\/lease-terms"[^>]*>Get a New Quote</);
  });

  it('tells the household the primary applicant will review it', () => {
    const html = render(<QuoteExpiredPage />, '/maple-court/quote-expired?transaction=7', expired(roommate));
    expect(html).toContain('Avery Quinn, the primary applicant, will review the updated pricing.');
    expect(html).not.toContain('Get a New Quote');
  });

  it('brings a signed-out visitor back to the quote after logging in', () => {
    const html = render(<QuoteExpiredPage />, '/maple-court/quote-expired?transaction=7', (client) =>
      client.setQueryData(sessionQueryKey, null),
    );
    expect(html).toContain(
      `href="/maple-court/login?next=${encodeURIComponent('/maple-court/quote-expired?transaction=7')}"`,
    );
  });
});

describe('the drawer on hold', () => {
  const drawer = (data: LeaseTransaction, currentPage: string, hasUnconfirmedPriceChange = false) =>
    render(
      <ProgressDrawer
        community="maple-court"
        transaction={data}
        model={drawerModel(data, { hasUnconfirmedPriceChange })}
        currentPage={currentPage}
      />,
      '/maple-court/transaction/7/address',
    );

  it('names the new-price hold and offers the review, once', () => {
    const html = drawer(transaction(), 'address', true);
    expect(html).toContain('Pricing has been updated.');
    expect(html).toMatch(/href="\/maple-court\/transaction\/7\/pricing-updated"[^>]*>Review New Pricing</);
    expect(html).not.toContain('View Progress');
    expect(html).not.toContain('Application steps');
  });

  it('sends the household to unit-unavailable with View Progress, naming the primary applicant', () => {
    const html = drawer(transaction({ ...roommate, unit_available: false }), 'address');
    expect(html).toContain('Avery Quinn, the primary applicant, will choose another one.');
    expect(html).toMatch(/href="\/maple-court\/transaction\/7\/unit-unavailable"[^>]*>View Progress</);
    expect(html).not.toContain('Choose Another Apartment');
  });

  it('offers the primary applicant the way out of a gone unit or an expired quote', () => {
    expect(drawer(transaction({ unit_available: false }), 'address')).toMatch(
      /href="\/maple-court\/transaction\/7\/unit-unavailable"[^>]*>Choose Another Apartment</,
    );
    const expired = drawer(transaction({ quote_expired: true }), 'address');
    expect(expired).toContain('Your quote has expired and pricing may have updated.');
    expect(expired).toMatch(/href="\/maple-court\/quote-expired\?transaction=7"[^>]*>Review Your Quote</);
  });

  it('offers nothing that leads away from the page where the hold is lifted', () => {
    expect(drawer(transaction({ ...roommate, unit_available: false }), 'unit-unavailable')).not.toContain(
      'View Progress',
    );
    const requoting = drawer(transaction({ quote_expired: true }), 'lease-terms');
    expect(requoting).toContain('Your quote has expired and pricing may have updated.');
    expect(requoting).not.toContain('Review Your Quote');
    expect(requoting).not.toContain('View Progress');
  });

  it('lists the steps when nothing is on hold', () => {
    const html = drawer(transaction(), 'address');
    expect(html).toContain('Application steps');
    expect(html).not.toContain('View Progress');
  });
});
