// Test support for the Settings pages: a page rendered at a path of the staff console, with the API
// scripted (test-support/fake-api.ts) and the session already read.
import type { SessionSummary } from '@portal/domain/schemas/session';
import type { StaffHome } from '@portal/domain/schemas/staff-home';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { sessionQueryKey } from '@/features/accounts/api/get-session';
import { fakeApi } from '@/test-support/fake-api';
import { harborMainHome, mapleCourt, staffAdminSession } from '@/test-support/staff-fixture';

/** Harbor & Main with Maple Court, as an admin's staff home answers it. */
export const harborMain = harborMainHome([mapleCourt]);

/** Types `value` into the field labelled `label`. */
export const typeInto = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

/** Shows where the router is, for a test to read after a navigation. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

interface RenderOptions {
  session?: SessionSummary | null;
  /** The staff home the page reads (its company and communities): Harbor & Main's unless told. */
  home?: StaffHome;
  answers?: Parameters<typeof fakeApi>[0];
}

/** Renders `page` at `path` (matched by `pattern`), with a stand-in page at every place it may go. */
export function renderSettingsPage(
  page: ReactElement,
  { path, pattern }: { path: string; pattern: string },
  { session = staffAdminSession, home = harborMain, answers = {} }: RenderOptions = {},
) {
  const api = fakeApi({ '/api/staff/communities/': [{ status: 200, body: home }], ...answers });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, session);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="/staff" element={<h1>Staff home</h1>} />
          <Route path="/staff/login" element={<h1>Staff sign in</h1>} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  /** The bodies sent to `path` (JSON ones parsed; a multipart body as its FormData). */
  const sent = (to: string) =>
    vi
      .mocked(fetch)
      .mock.calls.filter(([input, init]) => String(input) === to && init?.body !== undefined)
      .map(([, init]) =>
        init?.body instanceof FormData ? init.body : (JSON.parse(String(init?.body)) as unknown),
      );
  return { ...api, sent };
}

/** The path the router is at. */
export const currentPath = (screen: { getByTestId: (id: string) => HTMLElement }) =>
  screen.getByTestId('where').textContent;
