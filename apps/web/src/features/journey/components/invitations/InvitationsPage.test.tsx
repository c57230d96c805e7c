import '@/lib/i18n';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import type { SessionSummary } from '@portal/domain/schemas/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '@/features/accounts/api/get-session';
import { type Invitation, invitationsQueryKey } from '@/features/journey/api/invitations';
import { CommunityProvider } from '@/lib/community-context';
import { InvitationsPage } from './InvitationsPage';

/** The page's states, rendered with the answers the API gives (the browser suite walks the journey). */

const community = {
  slug: 'maple-court',
  display_name: 'Maple Court Apartments',
  community: { timezone: 'America/Chicago' },
} as CommunityConfiguration;

const jordan = {
  kind: 'user',
  community: 'maple-court',
  user: { id: 31, email: 'jordan@example.com', phone_number: '(512) 555-0163' },
  impersonated_by: null,
  idle_timeout_minutes: 20,
  staff_role: null,
} as SessionSummary;

function invitation(inviteeId: number, role: number): Invitation {
  return {
    invitee_id: inviteeId,
    lease_transaction_id: 7,
    role,
    community: 'maple-court',
    unit_number: '102',
    invited_by: 'Avery Quinn',
  };
}

function render(
  session: SessionSummary | null,
  invitations?: Invitation[],
  path = '/maple-court/invitations',
) {
  const client = new QueryClient();
  client.setQueryData(sessionQueryKey, session);
  if (invitations) client.setQueryData(invitationsQueryKey('maple-court', jordan.user.id), invitations);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <CommunityProvider value={community}>
          <InvitationsPage />
        </CommunityProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('InvitationsPage', () => {
  it.each([
    ['signed out', null],
    ["a guest signer's session", { ...jordan, kind: 'guest' } as SessionSummary],
  ])('%s: explains the account it takes, and both ways to one come back here', (_, session) => {
    const html = render(session);
    expect(html).toContain('You&#x27;re invited to apply together');
    expect(html).toMatch(
      /href="\/maple-court\/signup\?next=%2Fmaple-court%2Finvitations"[^>]*>Create account</,
    );
    expect(html).toMatch(/href="\/maple-court\/login\?next=%2Fmaple-court%2Finvitations"[^>]*>Log in</);
  });

  it("signed out from the invitation's link: its token goes on to sign-up, which starts with the person's details", () => {
    const html = render(null, undefined, '/maple-court/invitations?invite=12.signature');
    expect(html).toMatch(
      /href="\/maple-court\/signup\?invite=12\.signature&amp;next=%2Fmaple-court%2Finvitations"[^>]*>Create account</,
    );
    expect(html).toMatch(/href="\/maple-court\/login\?next=%2Fmaple-court%2Finvitations"[^>]*>Log in</);
  });

  it('lists each invitation with the role in words and its own accept button', () => {
    const html = render(jordan, [invitation(1, 20), invitation(2, 30), invitation(3, 40)]);
    expect(html).toContain('Avery Quinn invited you to join their application for unit 102.');
    for (const role of ['Roommate', 'Guarantor', 'Occupant']) expect(html).toContain(`<dd>${role}</dd>`);
    expect(html).toContain('<dd>Maple Court Apartments</dd>');
    expect(html.match(/aria-label="Accept invitation from Avery Quinn for unit 102"/g)).toHaveLength(3);
  });

  it('without invitations, names the addresses looked for and links to the account page', () => {
    const html = render(jordan, []);
    expect(html).toContain('No open invitations');
    expect(html).toContain('We could not find an open invitation for jordan@example.com or (512) 555-0163.');
    expect(html).toContain('href="/maple-court/account"');
  });

  it('says it is loading until the invitations arrive', () => {
    expect(render(jordan)).toContain('Loading your invitations…');
  });
});
