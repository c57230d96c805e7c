// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommunitySettings } from '@/features/staff-settings/lib/community-section';
import { currentPath, renderSettingsPage, typeInto as type } from '../settings-test-kit';
import { CommunitySettingsPage } from './CommunitySettingsPage';
import {
  loadCommunitySchemas,
  mapleCourtSettings,
  renderRefusedToAgent,
} from './community-settings-test-kit';

const EXPORT = '/api/admin/communities/maple-court/export/';
const PATCH = '/api/admin/communities/maple-court/';
const LOGO = '/api/admin/communities/maple-court/logo/';
const HISTORY = '/api/admin/communities/maple-court/history/';
const LAWS = '/api/admin/communities/maple-court/jurisdictions/';
const pattern = '/staff/settings/communities/:slug/:section?';
const at = (section = '') => ({
  path: `/staff/settings/communities/maple-court${section ? `/${section}` : ''}`,
  pattern,
});
const exported = (community: CommunitySettings = mapleCourtSettings) => ({ status: 200, body: community });

beforeAll(loadCommunitySchemas);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CommunitySettingsPage', () => {
  it("heads the community's settings with its name, status and sections, General first", async () => {
    renderSettingsPage(<CommunitySettingsPage />, at(), { answers: { [EXPORT]: [exported()] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Court Apartments' })).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Settings of Maple Court Apartments' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'General',
      'Theme',
      'Lease terms',
      'Fees and deposits',
      'Laws that apply',
      'Rental options',
      'Screening',
      'Application settings',
      'Proof documents',
      'Units',
      'Templates',
      'History',
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(links[1]?.getAttribute('href')).toBe('/staff/settings/communities/maple-court/theme');
    expect(links[1]?.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'General' })).toBeTruthy();
    expect(document.title).toBe('General · Maple Court Apartments · Harbor & Main Residential');
  });

  it('saves only the General fields that changed, and says so', async () => {
    const renamed = { ...mapleCourtSettings, display_name: 'Maple Court Homes' };
    const api = renderSettingsPage(<CommunitySettingsPage />, at(), {
      answers: { [EXPORT]: [exported(), exported(renamed)], [PATCH]: [exported(renamed)] },
    });
    await screen.findByLabelText('Display name');
    type('Display name', 'Maple Court Homes');
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'America/Chicago' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The changes are saved.')).toBeTruthy();
    expect(api.sent(PATCH)).toEqual([{ display_name: 'Maple Court Homes' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Maple Court Homes' })).toBeTruthy();
  });

  it('goes to the new address once a new slug is saved, warning first that the old one redirects', async () => {
    const moved = { ...mapleCourtSettings, slug: 'maple-commons' };
    const api = renderSettingsPage(<CommunitySettingsPage />, at(), {
      answers: {
        [EXPORT]: [exported()],
        [PATCH]: [exported(moved)],
        '/api/admin/communities/maple-commons/export/': [exported(moved)],
      },
    });
    await screen.findByLabelText('Slug');
    expect(screen.getByText(/the old address \(maple-court\) keeps leading to the community/)).toBeTruthy();
    type('Slug', 'maple-commons');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(currentPath(screen)).toBe('/staff/settings/communities/maple-commons'));
    expect(api.sent(PATCH)).toEqual([{ slug: 'maple-commons' }]);
    expect(await screen.findByText('The changes are saved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Theme' }).getAttribute('href')).toBe(
      '/staff/settings/communities/maple-commons/theme',
    );
  });

  it("puts the server's message under its field", async () => {
    const taken = 'The slug lakeside-lofts is taken: choose another.';
    renderSettingsPage(<CommunitySettingsPage />, at(), {
      answers: {
        [EXPORT]: [exported()],
        [PATCH]: [
          { status: 400, body: { error_type: 'ValidationError', message: taken, errors: { slug: [taken] } } },
        ],
      },
    });
    await screen.findByLabelText('Slug');
    type('Slug', 'lakeside-lofts');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const message = await screen.findByText(taken);
    const slug = screen.getByLabelText('Slug');
    expect(slug.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(slug));
  });

  it('publishes an unpublished community', async () => {
    const draft = { ...mapleCourtSettings, published: false };
    const api = renderSettingsPage(<CommunitySettingsPage />, at(), {
      answers: { [EXPORT]: [exported(draft), exported()], [PATCH]: [exported()] },
    });
    expect(await screen.findByText('Not published')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Maple Court Apartments is published: the public and applicants see it now.'),
    ).toBeTruthy();
    expect(api.sent(PATCH)).toEqual([{ published: true }]);
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  });

  it("shows the logo, and the server's refusal of a new one under the file field", async () => {
    const refused = 'The logo must be an SVG, PNG or JPEG image.';
    const api = renderSettingsPage(<CommunitySettingsPage />, at('theme'), {
      answers: {
        [EXPORT]: [exported()],
        [LOGO]: [
          {
            status: 400,
            body: { error_type: 'ValidationError', message: refused, errors: { file: [refused] } },
          },
        ],
      },
    });
    const logo = await screen.findByRole('img', { name: 'Maple Court Apartments logo' });
    expect(logo.getAttribute('src')).toBe('/api/logos/maple-court.svg');
    const input = screen.getByLabelText('Upload a new logo') as HTMLInputElement;
    expect(input.getAttribute('accept')).toContain('image/svg+xml');
    expect(screen.getByText(/1 MB at most/)).toBeTruthy();
    const file = new File(['not an image'], 'notes.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });

    const message = await screen.findByText(refused);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    const sent = api.sent(LOGO)[0] as FormData;
    expect((sent.get('file') as File).name).toBe('notes.png');
  });

  it("saves a theme colour, showing the server's contrast message under the primary colour", async () => {
    const contrast =
      'White text (#FFFFFF) on the primary colour #7FA0FF has a contrast of 2.60:1; WCAG AA needs 4.5:1. Choose a darker primary colour.';
    const api = renderSettingsPage(<CommunitySettingsPage />, at('theme'), {
      answers: {
        [EXPORT]: [exported()],
        [PATCH]: [
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
    await screen.findByLabelText('Primary colour');
    expect(screen.getByText(/Contrast of white text on the primary colour: \d+\.\d\d:1/)).toBeTruthy();
    type('Primary colour', '#7fa0ff');
    fireEvent.click(screen.getByRole('button', { name: 'Save the theme' }));
    const message = await screen.findByText(contrast);
    expect(screen.getByLabelText('Primary colour').getAttribute('aria-describedby')).toContain(message.id);
    expect(api.sent(PATCH)).toEqual([{ theme: { primary_color: '#7FA0FF' } }]);
  });

  it('shows the laws that apply, why, each rule with its citation and what the portal does', async () => {
    renderSettingsPage(<CommunitySettingsPage />, at('laws'), {
      answers: {
        [EXPORT]: [exported()],
        [LAWS]: [
          {
            status: 200,
            body: {
              place: { state: 'NY', city: 'Brooklyn', postal_code: '11216' },
              profiles: [
                {
                  id: 'new-york-state',
                  name: 'New York',
                  reason: 'The community is in New York.',
                  rules: [
                    {
                      key: 'screeningFee',
                      summary: 'Background and credit checks at actual cost or $20, whichever is less.',
                      cite: 'N.Y. Real Prop. Law § 238-a(1)(b)',
                      source: 'https://www.nysenate.gov/legislation/laws/RPP/238-A',
                      read_on: '2026-11-28',
                      note: null,
                      portal_does: 'Settings refuse a screening fee above a dollar cap.',
                    },
                  ],
                },
              ],
              not_modelled: [{ place: 'New York City', law: 'FARE Act', cite: 'Local Law 119 of 2024' }],
            },
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'New York' })).toBeTruthy();
    expect(screen.getByText('Why: The community is in New York.')).toBeTruthy();
    expect(screen.getByText('Screening fee')).toBeTruthy();
    expect(
      screen.getByText('N.Y. Real Prop. Law § 238-a(1)(b), read on November 28, 2026', { exact: false }),
    ).toBeTruthy();
    expect(
      screen.getByText('What the portal does: Settings refuse a screening fee above a dollar cap.'),
    ).toBeTruthy();
    expect(screen.getByText('New York City: FARE Act (Local Law 119 of 2024)')).toBeTruthy();
  });

  it('lists the changes, newest first, with who made them and their values', async () => {
    renderSettingsPage(<CommunitySettingsPage />, at('history'), {
      answers: {
        [EXPORT]: [exported()],
        [HISTORY]: [
          {
            status: 200,
            body: {
              results: [
                {
                  id: 12,
                  at: '2026-05-02T15:30:00.000Z',
                  actor: { user_id: 41, name: 'Elena Park' },
                  action: 'community.changed',
                  before: { theme: { primary_color: '#2B44FF' }, published: false },
                  after: { theme: { primary_color: '#1D4ED8' }, published: true },
                },
                {
                  id: 3,
                  at: '2026-05-01T09:00:00.000Z',
                  actor: null,
                  action: 'community.created',
                  before: null,
                  after: { slug: 'maple-court' },
                },
              ],
            },
          },
        ],
      },
    });
    const table = await screen.findByRole('table', {
      name: 'Changes to the settings of Maple Court Apartments, newest first',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [changed, created] = rows as [HTMLElement, HTMLElement];
    expect(within(changed).getByText('Elena Park')).toBeTruthy();
    expect(within(changed).getByText('Changed the settings')).toBeTruthy();
    expect(within(changed).getByText('Fields: theme, published')).toBeTruthy();
    expect(within(changed).getByText('Show the 2 values that changed')).toBeTruthy();
    const values = within(changed)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(values).toEqual(['theme.primary_color: #2B44FF → #1D4ED8', 'published: false → true']);
    expect(within(created).getByText('The system')).toBeTruthy();
    expect(within(created).getByText('Created the community')).toBeTruthy();
    expect(within(created).getByRole('listitem').textContent).toBe('slug: (none) → maple-court');
  });

  it('tells a leasing agent that only admins and managers change a community, asking nothing more', async () => {
    const requested = await renderRefusedToAgent(<CommunitySettingsPage />, at());
    expect(requested).toEqual(['/api/staff/communities/']);
  });

  it('says so when there is no such community', async () => {
    renderSettingsPage(<CommunitySettingsPage />, at(), {
      answers: { [EXPORT]: [{ status: 404, body: { error_type: 'NotFound', message: 'Not found.' } }] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Community not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your communities' }).getAttribute('href')).toBe(
      '/staff/settings/communities',
    );
  });

  it('goes to General from a section that is none', async () => {
    renderSettingsPage(<CommunitySettingsPage />, at('nonsense'), { answers: { [EXPORT]: [exported()] } });
    await waitFor(() => expect(currentPath(screen)).toBe('/staff/settings/communities/maple-court'));
    expect(await screen.findByRole('heading', { level: 2, name: 'General' })).toBeTruthy();
  });
});
