import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CommunityProvider } from '@/lib/community-context';
import type { fakeApi } from '@/test-support/fake-api';
import mapleCourt from '@/test-support/maple-court-configuration.json';
import { renderWithApi } from '@/test-support/render-with-api';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { TransactionProvider } from './transaction-context';

/**
 * For the tests of a page inside a transaction (a journey step, a status page): `page` rendered in Maple
 * Court (or `community`), inside `transaction`, with the API answering `answers` (fake-api's script).
 * Where the page goes shows as "Went to {path}". Answers the paths asked for and `sent(path)`, the JSON
 * bodies sent to a path.
 */
export function renderInTransaction(
  page: ReactNode,
  answers: Parameters<typeof fakeApi>[0],
  transaction: LeaseTransaction = leaseTransactionFixture(),
  community: CommunityConfiguration = mapleCourt as CommunityConfiguration,
) {
  const here = `/maple-court/transaction/${transaction.id}/page`;
  return renderWithApi(
    <CommunityProvider value={community}>
      <TransactionProvider value={transaction}>
        <MemoryRouter initialEntries={[here]}>
          <Routes>
            <Route path={here} element={page} />
            <Route path="*" element={<WentTo />} />
          </Routes>
        </MemoryRouter>
      </TransactionProvider>
    </CommunityProvider>,
    answers,
  );
}

function WentTo() {
  return <p>Went to {useLocation().pathname}</p>;
}
