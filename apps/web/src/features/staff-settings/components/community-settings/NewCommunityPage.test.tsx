// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newCommunityDefinition } from '@/features/staff-settings/lib/new-community';
import { currentPath, harborMain, renderSettingsPage, typeInto as type } from '../settings-test-kit';
import { loadCommunitySchemas, managerHome, managerSession } from './community-settings-test-kit';
import { NewCommunityPage } from './NewCommunityPage';

const CREATE = '/api/admin/communities/';
const at = { path: '/staff/settings/communities/new', pattern: '/staff/settings/communities/new' };

beforeAll(loadCommunitySchemas);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillIn() {
  await screen.findByLabelText('Display name');
  type('Display name', 'Harbor View Apartments');
  type('Building name', 'Harbor View');
  type('Street address', '9 Quay Street, Oakland, CA 94607');
  type('Contact phone', '(510) 555-0100');
  type('Contact email', 'leasing@harborview.example');
}

describe('NewCommunityPage', () => {
  it('sets up a community from what it asks, with the slug its name suggests, and opens its settings', async () => {
    const api = renderSettingsPage(<NewCommunityPage />, at, {
      home: { ...harborMain, communities: [] },
      answers: { [CREATE]: [{ status: 201, body: { id: 7, slug: 'harbor-view-apartments' } }] },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your first community' }),
    ).toBeTruthy();
    await fillIn();
    const slug = screen.getByLabelText('Slug') as HTMLInputElement;
    expect(slug.value).toBe('harbor-view-apartments');
    expect(screen.getByText(/2 to 60 lowercase letters, digits and hyphens/)).toBeTruthy();
    expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('America/New_York');
    fireEvent.click(screen.getByRole('button', { name: 'Set up the community' }));

    await waitFor(() =>
      expect(currentPath(screen)).toBe('/staff/settings/communities/harbor-view-apartments'),
    );
    expect(api.sent(CREATE)).toEqual([
      newCommunityDefinition({
        display_name: 'Harbor View Apartments',
        building_name: 'Harbor View',
        slug: 'harbor-view-apartments',
        normalized_street_address: '9 Quay Street, Oakland, CA 94607',
        contact_phone: '(510) 555-0100',
        contact_email: 'leasing@harborview.example',
        timezone: 'America/New_York',
        primary_color: '#1D4ED8',
        secondary_color: '#0F766E',
        background: '#FFFFFF',
        dark_mode: false,
      }),
    ]);
  });

  it('keeps a slug typed in, and takes another time zone by its name', async () => {
    const api = renderSettingsPage(<NewCommunityPage />, at, {
      answers: { [CREATE]: [{ status: 201, body: { id: 7, slug: 'quay' } }] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up a community' })).toBeTruthy();
    type('Slug', 'quay');
    await fillIn();
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('quay');
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'another' } });
    type('Time zone name', 'Europe/London');
    fireEvent.click(screen.getByRole('button', { name: 'Set up the community' }));
    await waitFor(() => expect(currentPath(screen)).toBe('/staff/settings/communities/quay'));
    expect(api.sent(CREATE)).toEqual([expect.objectContaining({ slug: 'quay', timezone: 'Europe/London' })]);
  });

  it("puts the server's contrast message under the primary colour, as it says it", async () => {
    const contrast =
      'White text (#FFFFFF) on the primary colour #FFD400 has a contrast of 1.43:1; WCAG AA needs 4.5:1. Choose a darker primary colour.';
    renderSettingsPage(<NewCommunityPage />, at, {
      answers: {
        [CREATE]: [
          {
            status: 400,
            body: {
              error_type: 'ValidationError',
              message: contrast,
              errors: { 'theme.primary_color': [contrast] },
            },
          },
        ],
      },
    });
    await fillIn();
    const primary = screen.getByLabelText('Primary colour');
    type('Primary colour', '#FFD400');
    // The preview warns before the server is asked.
    expect(screen.getByText(/White text on #FFD400 has a contrast of 1\.\d\d:1/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up the community' }));

    const message = await screen.findByText(contrast);
    expect(primary.getAttribute('aria-invalid')).toBe('true');
    expect(primary.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(primary));
    expect(currentPath(screen)).toBe('/staff/settings/communities/new');
  });

  it('checks the fields before sending anything', async () => {
    const api = renderSettingsPage(<NewCommunityPage />, at);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up the community' }));
    expect((await screen.findAllByText('Fill in this field.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Display name')));
    expect(api.sent(CREATE)).toEqual([]);
  });

  it('tells a manager that only an admin adds a community', async () => {
    renderSettingsPage(<NewCommunityPage />, at, { session: managerSession, home: managerHome });
    expect(
      await screen.findByText('Only an admin of Harbor & Main Residential can add a community.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up the community' })).toBeNull();
  });
});
