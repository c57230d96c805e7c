// @vitest-environment happy-dom
import '@/lib/i18n';
import type { SessionSummary } from '@portal/domain/schemas/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdLongIdle } from '@/lib/long-idle';
import { sessionQueryKey } from '../api/get-session';
import { AccountSessionWatcher } from './AccountSessionWatcher';

const logOut = vi.fn();
vi.mock('../api/log-out', () => ({ useLogOut: () => ({ mutate: logOut }) }));

const applicantSession = {
  kind: 'user',
  community: 'maple-court',
  user: { id: 7, email: 'ana@example.com', first_name: 'Ana', last_name: 'Ruiz' },
  impersonated_by: null,
  idle_timeout_minutes: 20,
  staff_role: null,
} as SessionSummary;

const minutes = (count: number) => count * 60_000;

function renderWatcher() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(sessionQueryKey, applicantSession);
  const refetched = vi.spyOn(queryClient, 'refetchQueries').mockResolvedValue();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/maple-court/account']}>
        <Routes>
          <Route path="/:community/*" element={<AccountSessionWatcher />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { refetched };
}

beforeEach(() => {
  vi.useFakeTimers();
  logOut.mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AccountSessionWatcher', () => {
  it("logs out after the community's 20 idle minutes", async () => {
    renderWatcher();
    await act(() => vi.advanceTimersByTimeAsync(minutes(19)));
    expect(logOut).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(minutes(2)));
    expect(logOut).toHaveBeenCalledTimes(1);
  });

  it("waits 120 minutes while a ceremony or provider window is open, keeping the server's session alive", async () => {
    const { refetched } = renderWatcher();
    let release: () => void = () => undefined;
    act(() => {
      release = holdLongIdle();
    });
    await act(() => vi.advanceTimersByTimeAsync(minutes(119)));
    expect(logOut).not.toHaveBeenCalled();
    // One light request per half of the server's own 20 minutes.
    expect(refetched.mock.calls.length).toBeGreaterThanOrEqual(11);
    await act(() => vi.advanceTimersByTimeAsync(minutes(2)));
    expect(logOut).toHaveBeenCalledTimes(1);
    act(() => release());
  });

  it('goes back to 20 minutes once the window closes', async () => {
    renderWatcher();
    const release = holdLongIdle();
    await act(() => vi.advanceTimersByTimeAsync(minutes(30)));
    act(() => release());
    await act(() => vi.advanceTimersByTimeAsync(minutes(21)));
    expect(logOut).toHaveBeenCalledTimes(1);
  });
});
