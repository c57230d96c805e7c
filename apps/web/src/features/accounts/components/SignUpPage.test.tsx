// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityProvider } from '@/lib/community-context';
import { communityFixture } from '@/test-support/community-fixture';
import { renderWithApi } from '@/test-support/render-with-api';
import { SignUpPage } from './SignUpPage';

const LINK = '/api/invitation-link/?invite=12.signature';

function renderPage(url: string, answers: Parameters<typeof renderWithApi>[1] = {}) {
  return renderWithApi(
    <MemoryRouter initialEntries={[url]}>
      <CommunityProvider
        value={communityFixture({
          community: { timezone: 'America/Chicago' },
          applicant_suffix_choices: [],
        } as never)}
      >
        <SignUpPage />
      </CommunityProvider>
    </MemoryRouter>,
    answers,
  );
}

const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignUpPage (WCAG 3.3.7 Redundant Entry)', () => {
  it("from an invitation's link, starts with the name and e-mail the household gave", async () => {
    const api = renderPage('/maple-court/signup?invite=12.signature&next=%2Fmaple-court%2Finvitations', {
      [LINK]: [
        {
          status: 200,
          body: { first_name: 'Jordan', last_name: 'Reyes', email: 'jordan@example.com', phone_number: null },
        },
      ],
    });
    expect(await screen.findByText(/filled in from your invitation/)).toBeTruthy();
    expect(fieldValue('Legal first name')).toBe('Jordan');
    expect(fieldValue('Legal last name')).toBe('Reyes');
    expect(fieldValue('Email')).toBe('jordan@example.com');
    expect(fieldValue('Phone')).toBe('');
    // What only the person knows stays theirs to give.
    expect(fieldValue('Birthday')).toBe('');
    expect(fieldValue('Password')).toBe('');
    expect(api.requested).toEqual([LINK]);
  });

  it('from an invitation sent by text, starts with the phone number', async () => {
    renderPage('/maple-court/signup?invite=12.signature', {
      [LINK]: [
        {
          status: 200,
          body: { first_name: 'Sam', last_name: 'Reyes', email: null, phone_number: '(512) 555-0177' },
        },
      ],
    });
    await screen.findByText(/filled in from your invitation/);
    expect(fieldValue('Legal first name')).toBe('Sam');
    expect(fieldValue('Phone')).toBe('(512) 555-0177');
    expect(fieldValue('Email')).toBe('');
  });

  it('with a link out of date, or without one, starts empty', async () => {
    renderPage('/maple-court/signup?invite=12.signature', { [LINK]: [{ status: 404 }] });
    await screen.findByLabelText('Legal first name');
    expect(fieldValue('Legal first name')).toBe('');
    expect(screen.queryByText(/filled in from your invitation/)).toBeNull();
    cleanup();

    const api = renderPage('/maple-court/signup');
    expect(fieldValue('Email')).toBe('');
    expect(api.requested).toEqual([]);
  });
});
