import '@/lib/i18n';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import type { IdentityReview } from '@portal/domain/schemas/identity-review';
import type { SessionSummary } from '@portal/domain/schemas/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionQueryKey } from '@/features/accounts/api/get-session';
import { CommunityProvider } from '@/lib/community-context';
import { reviewsQueryKey } from '../api/identity-reviews';
import { IdentityReviewsPage } from './IdentityReviewsPage';

/** The page's states, rendered with the answers the API gives (the browser suite decides reviews). */

const community = { slug: 'maple-court', display_name: 'Maple Court Apartments' } as CommunityConfiguration;

const dana = {
  kind: 'user',
  community: 'maple-court',
  user: { id: 3, email: 'leasing@maplecourt.example' },
  impersonated_by: null,
  idle_timeout_minutes: 20,
  staff_role: 'leasing_agent',
} as SessionSummary;

const review = (contentType: IdentityReview['content_type']): IdentityReview => ({
  id: 11,
  transaction_id: 42,
  applicant_name: 'Avery Quinn',
  community: { slug: 'maple-court', display_name: 'Maple Court Apartments' },
  submitted_at: '2026-11-23T16:04:00.000Z',
  upload_id: 'abc_123',
  content_type: contentType,
});

function render(session: SessionSummary, reviews?: IdentityReview[]) {
  const client = new QueryClient();
  client.setQueryData(sessionQueryKey, session);
  if (reviews) client.setQueryData(reviewsQueryKey, reviews);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/maple-court/staff/identity-reviews']}>
        <CommunityProvider value={community}>
          <Routes>
            <Route path="/:community/staff/identity-reviews" element={<IdentityReviewsPage />} />
          </Routes>
        </CommunityProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('IdentityReviewsPage', () => {
  it('tells anyone but staff that the page is for the leasing team', () => {
    const html = render({ ...dana, staff_role: null }, [review('image/png')]);
    expect(html).toContain('This page is for the leasing team only.');
    expect(html).not.toContain('Avery Quinn');
  });

  it('shows each waiting photo ID with its picture and the two decisions', () => {
    const html = render(dana, [review('image/png')]);
    expect(html).toContain('<h1');
    expect(html).toContain('Avery Quinn, application 42');
    expect(html).toContain('src="/api/uploads/abc_123/" alt="Photo ID sent by Avery Quinn"');
    expect(html).toContain('aria-label="Approve Avery Quinn&#x27;s photo ID"');
    expect(html).toContain('aria-label="Reject Avery Quinn&#x27;s photo ID"');
    expect(html).toContain('role="status"');
  });

  it('links a PDF instead of showing it, and says when nothing waits', () => {
    expect(render(dana, [review('application/pdf')])).toContain(
      'href="/api/uploads/abc_123/">Open the photo ID Avery Quinn sent (PDF)</a>',
    );
    expect(render(dana, [])).toContain('No photo IDs are waiting for review.');
  });
});
