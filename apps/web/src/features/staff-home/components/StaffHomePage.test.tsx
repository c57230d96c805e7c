// @vitest-environment happy-dom
import '@/lib/i18n';
import type { SessionSummary } from '@portal/domain/schemas/session';
import type { StaffHome } from '@portal/domain/schemas/staff-home';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/accounts/api/get-session';
import { BACK_TO_STAFF_HOME } from '@/shared/account-frame/next-path';
import { fakeApi } from '@/test-support/fake-api';
import { harborMainHome, mapleCourt, staffAdminSession } from '@/test-support/staff-fixture';
import { StaffHomePage } from './StaffHomePage';

const harborMain = harborMainHome([{ slug: 'bayview-terrace', display_name: 'Bayview Terrace' }, mapleCourt]);

function renderPage(
  session: SessionSummary | null,
  home?: StaffHome,
  more: Parameters<typeof fakeApi>[0] = {},
  { cameBack = false } = {},
) {
  const api = fakeApi({
    ...(home ? { '/api/staff/communities/': [{ status: 200, body: home }] } : {}),
    ...more,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, session);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: '/staff', state: cameBack ? BACK_TO_STAFF_HOME : null }]}>
        <Routes>
          <Route path="/staff" element={<StaffHomePage />} />
          <Route path="/staff/login" element={<h1>Staff sign in</h1>} />
          <Route path="/staff/settings/communities/new" element={<h1>Set up a community</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StaffHomePage', () => {
  it("shows the company, the person's role and a link to each community's applications", async () => {
    renderPage(staffAdminSession, harborMain);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor & Main Residential' })).toBeTruthy();
    expect(screen.getByText('Elena Park')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    const communities = screen.getByRole('region', { name: 'Your communities' });
    const links = within(communities)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Bayview Terrace', '/bayview-terrace/staff/applications'],
      ['Maple Court Apartments', '/maple-court/staff/applications'],
    ]);
    expect(document.title).toBe('Staff home · Harbor & Main Residential');
  });

  it("names a leasing agent's role in words, with the communities they work in", async () => {
    renderPage(
      { ...staffAdminSession, community: 'maple-court', staff_role: 'leasing_agent' },
      { ...harborMain, role: 'leasing_agent', communities: [mapleCourt] },
    );
    expect(await screen.findByText('Leasing agent')).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Maple Court Apartments']);
  });

  it('takes an admin whose company has no community yet to the set-up page', async () => {
    renderPage(staffAdminSession, { ...harborMain, communities: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up a community' })).toBeTruthy();
  });

  it('offers an admin who came back from the set-up page to set up their first community', async () => {
    renderPage(staffAdminSession, { ...harborMain, communities: [] }, {}, { cameBack: true });
    expect(await screen.findByText('Harbor & Main Residential has no community yet.')).toBeTruthy();
    expect(screen.getByText('Communities you add appear here.')).toBeTruthy();
    const communities = within(screen.getByRole('region', { name: 'Your communities' }));
    expect(communities.getByRole('link', { name: 'Set up your first community' }).getAttribute('href')).toBe(
      '/staff/settings/communities/new',
    );
  });

  it("offers an admin the company's people and communities, a manager the communities, an agent nothing", async () => {
    renderPage(staffAdminSession, harborMain);
    const settings = await screen.findByRole('navigation', { name: 'Settings' });
    const links = within(settings)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['People', '/staff/settings/people'],
      ['Communities', '/staff/settings/communities'],
    ]);
    cleanup();
    renderPage(
      { ...staffAdminSession, staff_role: 'manager' },
      { ...harborMain, role: 'manager', communities: [mapleCourt] },
    );
    const managerSettings = await screen.findByRole('navigation', { name: 'Settings' });
    expect(
      within(managerSettings)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Communities']);
    cleanup();
    renderPage(
      { ...staffAdminSession, staff_role: 'leasing_agent' },
      { ...harborMain, role: 'leasing_agent', communities: [mapleCourt] },
    );
    expect(await screen.findByText('Leasing agent')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Settings' })).toBeNull();
  });

  it('tells a member who works in no community to ask an admin', async () => {
    renderPage(
      { ...staffAdminSession, staff_role: 'manager' },
      { ...harborMain, role: 'manager', communities: [] },
    );
    expect(
      await screen.findByText(
        'You do not work in any community yet. Ask an admin of Harbor & Main Residential to add you to one.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Communities you add appear here.')).toBeNull();
  });

  it('sends a visitor without a staff session to the staff sign-in, asking nothing', async () => {
    const { requested } = renderPage(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeTruthy();
    cleanup();
    const resident = renderPage({ ...staffAdminSession, community: 'maple-court', staff_role: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeTruthy();
    expect([...requested, ...resident.requested]).toEqual([]);
  });

  it('signs out and goes back to the staff sign-in', async () => {
    const { requested } = renderPage(staffAdminSession, harborMain, { '/api/logout/': [{ status: 204 }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeTruthy();
    expect(requested).toEqual(['/api/staff/communities/', '/api/logout/']);
  });
});
