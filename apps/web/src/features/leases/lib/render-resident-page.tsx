import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import type { SessionSummary } from '@portal/domain/schemas/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { sessionQueryKey } from '@/features/accounts/api/get-session';
import { CommunityProvider } from '@/lib/community-context';
import { fakeApi } from '@/test-support/fake-api';

const residentSession = { kind: 'user', community: 'maple-court', staff_role: null } as SessionSummary;

/**
 * For tests: a resident page of `community` opened at `at`, signed in, its API calls answered by `answers`;
 * `routes` maps each route path the test may reach to what it shows there. Returns the fake API.
 */
export function renderResidentPage(
  community: CommunityConfiguration,
  at: string,
  routes: Record<string, ReactElement>,
  answers: Parameters<typeof fakeApi>[0],
) {
  const api = fakeApi(answers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, residentSession);
  render(
    <QueryClientProvider client={client}>
      <CommunityProvider value={community}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </CommunityProvider>
    </QueryClientProvider>,
  );
  return api;
}
