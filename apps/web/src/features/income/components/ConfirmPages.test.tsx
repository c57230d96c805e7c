// @vitest-environment happy-dom
import '@/lib/i18n';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityProvider } from '@/lib/community-context';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import mapleCourt from '@/test-support/maple-court-configuration.json';
import { renderWithApi } from '@/test-support/render-with-api';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { banking, source } from '../lib/source-fixture';
import { RemoveSourcePage } from './ConfirmPages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const data = banking({
  income_sources: [
    source({ id: 1, status: 20 }),
    source({ id: 2, income_or_asset_type: 150, is_plaid: true, status: 20, other: 'Acme' }),
  ],
});

function renderRemovePage(sourceId: number) {
  return renderWithApi(
    <CommunityProvider value={mapleCourt as CommunityConfiguration}>
      <TransactionProvider value={leaseTransactionFixture()}>
        <MemoryRouter initialEntries={[`/maple-court/transaction/7/income-employment/${sourceId}/remove`]}>
          <Routes>
            <Route
              path="/maple-court/transaction/7/income-employment/:sourceId/remove"
              element={<RemoveSourcePage />}
            />
          </Routes>
        </MemoryRouter>
      </TransactionProvider>
    </CommunityProvider>,
    { '/api/transaction/7/financial-sources/': [{ status: 200, body: data }] },
  );
}

describe('RemoveSourcePage', () => {
  it('asks to confirm the removal of a manual source', async () => {
    renderRemovePage(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Remove Employment?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('offers no removal of the income a linked bank account reported (spec part 2 §6)', async () => {
    renderRemovePage(2);
    expect(await screen.findByText('We could not find that source. It may have been removed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});
