// @vitest-environment happy-dom

import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
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
    expect(screen.getByRole('link', { name: 'Questions? Call (512) 555-0142' })).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();

    act(() => screen.getByRole('link', { name: 'Welcome' }).click());
    await waitFor(() => expect(htmlLang()).toBe('es'));
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Questions? Call (512) 555-0142' })).toBeNull();
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
});
