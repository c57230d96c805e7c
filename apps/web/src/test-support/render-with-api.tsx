import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { fakeApi } from './fake-api';

/**
 * For component tests: `element` with a query client that does not retry, its API calls answered by
 * `answers` (fake-api's script). Returns the paths asked for and `sent(path)`, the JSON bodies the screen
 * sent to `path`, in order.
 */
export function renderWithApi(element: ReactElement, answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(answers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
  const sent = (path: string) =>
    vi
      .mocked(fetch)
      .mock.calls.filter(([input, init]) => String(input) === path && init?.body !== undefined)
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { ...api, sent };
}
