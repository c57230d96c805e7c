// @vitest-environment happy-dom

import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogs } from '@/lib/i18n';
import { chooseLanguage } from '@/lib/language-choice';
import mapleCourt from '@/test-support/maple-court-configuration.json';
import { renderWithApi } from '@/test-support/render-with-api';
import { CommunityShell } from './CommunityShell';
import { PortalShell } from './PortalShell';

// Issue 38: the staff console and the operators' pages are English, `<html lang="en">`, whatever the
// visitor chose; the renter's pages follow the choice, again as soon as the console is left (decision 0050).

afterEach(async () => {
  cleanup();
  await act(() => chooseLanguage('en'));
});

const community: CommunityConfiguration = {
  ...(mapleCourt as CommunityConfiguration),
  languages: ['en', 'es'],
};
const htmlLang = () => document.documentElement.lang;
const STAFF_FOOTER_LINK = 'Questions? Call (512) 555-0142';

function renderCommunityShellAt(path: string) {
  renderWithApi(
    <MemoryRouter initialEntries={[path]}>
      <CommunityShell community={community}>
        <Link to="/maple-court">Welcome</Link>
      </CommunityShell>
    </MemoryRouter>,
  );
}

describe('the staff console’s language', () => {
  it('shows a staff page in English without a switch to a visitor who chose Spanish, then Spanish again on a renter page', async () => {
    await act(() => chooseLanguage('es'));
    renderCommunityShellAt('/maple-court/staff/applications/7');
    await waitFor(() => expect(htmlLang()).toBe('en'));
    expect(screen.getByRole('link', { name: STAFF_FOOTER_LINK })).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();

    act(() => screen.getByRole('link', { name: 'Welcome' }).click());
    await waitFor(() => expect(htmlLang()).toBe('es'));
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: STAFF_FOOTER_LINK })).toBeNull();
  });

  it('shows the operators’ pages (/staff/…) in English, and the community list in the chosen language', async () => {
    await act(() => chooseLanguage('es'));
    renderWithApi(
      <MemoryRouter initialEntries={['/staff/settings/people']}>
        <PortalShell>
          <Link to="/">Communities</Link>
        </PortalShell>
      </MemoryRouter>,
    );
    await waitFor(() => expect(htmlLang()).toBe('en'));
    expect(screen.queryByRole('group')).toBeNull();

    act(() => screen.getByRole('link', { name: 'Communities' }).click());
    await waitFor(() => expect(htmlLang()).toBe('es'));
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeTruthy();
  });

  it('paints a staff page reached by a link from a Spanish page in English from its first paint', async () => {
    await act(() => chooseLanguage('es'));
    // A catalog the Spanish page read: showing English takes its English texts, not yet fetched.
    await act(() => loadCatalogs(['accounts']));
    renderWithApi(
      <MemoryRouter initialEntries={['/maple-court/login']}>
        <CommunityShell community={community}>
          <Suspense fallback="Loading">
            <Routes>
              <Route
                path="/maple-court/login"
                element={<Link to="/maple-court/staff/applications/7">File</Link>}
              />
              <Route path="/maple-court/staff/*" element={<h1>Application file</h1>} />
            </Routes>
          </Suspense>
        </CommunityShell>
      </MemoryRouter>,
    );
    await screen.findByRole('group', { name: 'Idioma' });

    const firstPaint = await firstPaintWith('Application file', () =>
      screen.getByRole('link', { name: 'File' }).click(),
    );
    expect(firstPaint).toEqual({ lang: 'en', englishFooter: true });
  });
});

/**
 * What the page shows when the browser could first paint `heading` after `act`: the DOM between tasks,
 * the moments a browser paints, not in the middle of one (a switch of language made before the task ends
 * is never seen). React works in its own tasks here, outside `act`.
 */
async function firstPaintWith(heading: string, action: () => void) {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasActEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    action();
    for (let task = 0; task < 1000; task += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (screen.queryByRole('heading', { name: heading })) {
        return {
          lang: htmlLang(),
          englishFooter: screen.queryByRole('link', { name: STAFF_FOOTER_LINK }) !== null,
        };
      }
    }
    throw new Error(`"${heading}" never showed`);
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  }
}
