// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSettingsPage } from '../settings-test-kit';
import { CommunitiesPage } from './CommunitiesPage';
import { managerHome, managerSession, renderRefusedToAgent } from './community-settings-test-kit';

const LIST = '/api/admin/communities/';
const communities = [
  { id: 2, slug: 'lakeside-lofts', display_name: 'Lakeside Lofts', published: false, units: 0 },
  { id: 1, slug: 'maple-court', display_name: 'Maple Court Apartments', published: true, units: 8 },
];
const listed = (results: typeof communities) => [{ status: 200, body: { results } }];
const at = { path: '/staff/settings/communities', pattern: '/staff/settings/communities' };

const cellsOf = (name: string) =>
  Array.from(
    screen.getByRole('rowheader', { name }).closest('tr')?.querySelectorAll('th, td') ?? [],
    (cell) => cell.textContent,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CommunitiesPage', () => {
  it("lists an admin's communities with their status and units, and offers to add one", async () => {
    renderSettingsPage(<CommunitiesPage />, at, { answers: { [LIST]: listed(communities) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Communities' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'The communities of Harbor & Main Residential' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Slug', 'Status', 'Units']);
    expect(cellsOf('Lakeside Lofts')).toEqual([
      'Lakeside Lofts',
      'lakeside-lofts',
      'Not published',
      '0 units',
    ]);
    expect(cellsOf('Maple Court Apartments')).toEqual([
      'Maple Court Apartments',
      'maple-court',
      'Published',
      '8 units',
    ]);
    expect(screen.getByRole('link', { name: 'Maple Court Apartments' }).getAttribute('href')).toBe(
      '/staff/settings/communities/maple-court',
    );
    expect(screen.getByRole('link', { name: 'Add a community' }).getAttribute('href')).toBe(
      '/staff/settings/communities/new',
    );
    expect(document.title).toBe('Communities · Harbor & Main Residential');
  });

  it('lists the communities a manager manages, with no way to add one', async () => {
    renderSettingsPage(<CommunitiesPage />, at, {
      session: managerSession,
      home: managerHome,
      answers: { [LIST]: listed(communities.slice(1)) },
    });
    expect(await screen.findByRole('link', { name: 'Maple Court Apartments' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Add a community' })).toBeNull();
  });

  it('tells a leasing agent that only admins and managers change communities, asking nothing more', async () => {
    const requested = await renderRefusedToAgent(<CommunitiesPage />, at);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to staff home' }).getAttribute('href')).toBe('/staff');
    expect(requested).toEqual(['/api/staff/communities/']);
  });

  it("says an admin's company has no community yet", async () => {
    renderSettingsPage(<CommunitiesPage />, at, { answers: { [LIST]: listed([]) } });
    expect(await screen.findByText('Harbor & Main Residential has no community yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add a community' })).toBeTruthy();
  });

  it('sends a visitor without a staff session to the staff sign-in', async () => {
    const { requested } = renderSettingsPage(<CommunitiesPage />, at, { session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeTruthy();
    expect(requested).toEqual([]);
  });
});
