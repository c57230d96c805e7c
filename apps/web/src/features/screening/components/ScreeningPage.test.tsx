// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityProvider } from '@/lib/community-context';
import { t } from '@/lib/i18n';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import { communityFixture } from '@/test-support/community-fixture';
import { fakeApi } from '@/test-support/fake-api';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { ScreeningPage } from './ScreeningPage';

const transaction = leaseTransactionFixture();
const api = `/api/transaction/${transaction.id}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CommunityProvider value={communityFixture()}>
        <TransactionProvider value={transaction}>
          <MemoryRouter>
            <ScreeningPage />
          </MemoryRouter>
        </TransactionProvider>
      </CommunityProvider>
    </QueryClientProvider>,
  );
}

describe('ScreeningPage', () => {
  it("says a failed read in the page's own words, and Try again reads it again", async () => {
    const { requested } = fakeApi({
      [`${api}/screening/`]: [{ status: 503 }, { status: 200, body: { screening: null } }],
      [`${api}/screening-criteria/`]: [{ status: 503 }],
    });
    renderPage();
    expect(
      await screen.findByText("Oops, we're having trouble loading your screening. Try again in a bit."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t('screening.retry') }));
    expect(
      await screen.findByText(
        "Oops, we're having trouble finding the screening criteria. Try again in a bit.",
      ),
    ).toBeTruthy();
    expect(requested.filter((path) => path === `${api}/screening/`)).toHaveLength(2);
  });
});
