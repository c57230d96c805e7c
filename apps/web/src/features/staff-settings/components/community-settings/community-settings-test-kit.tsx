// Test support for the Settings → Communities pages: a page rendered at a path of the staff console, with
// the API scripted (test-support/fake-api.ts) and the session already read.
import type { SessionSummary } from '@portal/domain/schemas/session';
import type { StaffHome } from '@portal/domain/schemas/staff-home';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { sessionQueryKey } from '@/features/accounts/api/get-session';
import type { CommunitySettings } from '@/features/staff-settings/lib/community-section';
import { newCommunityDefinition } from '@/features/staff-settings/lib/new-community';
import { fakeApi } from '@/test-support/fake-api';
import { harborMainHome, mapleCourt, staffAdminSession } from '@/test-support/staff-fixture';

export const harborMain = harborMainHome([mapleCourt]);
export const managerSession = { ...staffAdminSession, staff_role: 'manager' } as SessionSummary;
export const managerHome: StaffHome = { ...harborMain, role: 'manager' };
export const agentSession = { ...staffAdminSession, staff_role: 'leasing_agent' } as SessionSummary;
export const agentHome: StaffHome = { ...harborMain, role: 'leasing_agent' };

/** Maple Court as its export answers it (a published community with the demo's logo). */
export const mapleCourtSettings: CommunitySettings = {
  ...newCommunityDefinition({
    display_name: 'Maple Court Apartments',
    building_name: 'Maple Court',
    slug: 'maple-court',
    normalized_street_address: '1200 Maple Ave, Austin, TX 78701',
    contact_phone: '(512) 555-0142',
    contact_email: '',
    timezone: 'America/Chicago',
    primary_color: '#2B44FF',
    secondary_color: '#2B44FF',
    background: '#FFFFFF',
    dark_mode: false,
  }),
  theme: {
    logo: 'maple-court.svg',
    primary_color: '#2B44FF',
    secondary_color: '#2B44FF',
    background: '#FFFFFF',
    dark_mode: false,
  },
  published: true,
};

/** Shows where the router is, for a test to read after a navigation. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

interface RenderOptions {
  session?: SessionSummary | null;
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
