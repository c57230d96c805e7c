import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { CommunityProvider } from '@/lib/community-context';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import { fakeApi } from '@/test-support/fake-api';
import mapleCourt from '@/test-support/maple-court-configuration.json';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';

/**
 * For a journey page's tests: `page` rendered in Maple Court, inside `transaction`, with the API answering
 * `answers` (fake-api's script). Where the page goes shows as "Went to {path}". Answers the paths asked for
 * and the JSON body sent to a path.
 */
export function renderInTransaction(
  page: ReactNode,
  answers: Parameters<typeof fakeApi>[0],
  transaction: LeaseTransaction = leaseTransactionFixture(),
) {
  const { requested } = fakeApi(answers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const here = `/maple-court/transaction/${transaction.id}/page`;
  render(
    <QueryClientProvider client={client}>
      <CommunityProvider value={mapleCourt as CommunityConfiguration}>
        <TransactionProvider value={transaction}>
          <MemoryRouter initialEntries={[here]}>
            <Routes>
              <Route path={here} element={page} />
              <Route path="*" element={<WentTo />} />
            </Routes>
          </MemoryRouter>
        </TransactionProvider>
      </CommunityProvider>
    </QueryClientProvider>,
  );
  return { requested, sentTo };
}

function WentTo() {
  return <p>Went to {useLocation().pathname}</p>;
}

/** The JSON body last sent to `path` (undefined: nothing was). */
function sentTo(path: string): unknown {
  const calls = vi.mocked(globalThis.fetch).mock.calls as unknown as [RequestInfo, RequestInit?][];
  const call = calls.findLast(([input]) => String(input) === path);
  return call?.[1]?.body === undefined ? undefined : JSON.parse(String(call[1].body));
}
