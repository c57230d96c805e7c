// @vitest-environment happy-dom
import '@/lib/i18n';
import type { Lease } from '@portal/domain/schemas/lease';
import type { SessionSummary } from '@portal/domain/schemas/session';
import type { NoticeToVacate } from '@portal/domain/schemas/vacate';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/accounts/api/get-session';
import { CommunityProvider } from '@/lib/community-context';
import { saveVacateDraft } from '@/shared/notice/vacate-draft';
import { communityFixture } from '@/test-support/community-fixture';
import { fakeApi } from '@/test-support/fake-api';
import { VacateNewAddressPage } from './VacateNewAddressPage';

const NOTICE = '/api/leases/5/notice-to-vacate/';
const lease = { id: 5, unit: { unit_number: '407', building: { name: 'Maple Court' } } } as Lease;
const forwarding = {
  address_street: '1200 Barton Springs Rd',
  address_line_2: 'Apt 3',
  address_city: 'Austin',
  address_state: 'TX',
  address_postal_code: '78704',
};
const withdrawn = {
  id: 90,
  type: 40,
  status: 20,
  state: 'withdrawn',
  lease_id: 5,
  move_out_date: '2027-02-28',
  reasons: ['Relocating for work'],
  other: null,
  forwarding_address: forwarding,
} as NoticeToVacate;

function renderPage(noticeAnswers: Array<{ status: number; body?: unknown }>) {
  fakeApi({ '/api/lease/5/': [{ status: 200, body: lease }], [NOTICE]: noticeAnswers });
  saveVacateDraft(5, { move_out_date: '2027-03-31', reasons: ['Relocating for work'], other: '' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { kind: 'user', community: 'maple-court' } as SessionSummary);
  render(
    <QueryClientProvider client={client}>
      <CommunityProvider value={communityFixture()}>
        <MemoryRouter initialEntries={['/maple-court/lease/5/vacate/new-address']}>
          <Routes>
            <Route path="/:community/lease/:leaseId/vacate/new-address" element={<VacateNewAddressPage />} />
            <Route path="/:community/transaction/:id/*" element={<p>Notice given</p>} />
          </Routes>
        </MemoryRouter>
      </CommunityProvider>
    </QueryClientProvider>,
  );
}

const search = () => screen.findByLabelText('Search for your address') as Promise<HTMLInputElement>;

// The form fetches its schema when first used: fetched here once, so no check waits on the module loader.
beforeAll(() =>
  Promise.all([import('@portal/domain/schemas/lease-transaction'), import('@hookform/resolvers/zod')]),
);

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('VacateNewAddressPage (WCAG 3.3.7 Redundant Entry)', () => {
  it('giving notice again, starts with the earlier notice’s forwarding address and sends it', async () => {
    renderPage([
      { status: 200, body: withdrawn },
      { status: 201, body: { ...withdrawn, id: 91, status: 7, state: 'given' } },
    ]);
    expect((await search()).value).toBe('1200 Barton Springs Rd, Austin, TX 78704');
    expect((screen.getByLabelText('Apt/Ste/Floor') as HTMLInputElement).value).toBe('Apt 3');
    expect(screen.getByText(/forwarding address of your earlier notice is filled in/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit Notice' }));
    expect(await screen.findByText('Notice given')).toBeTruthy();
    const posted = vi
      .mocked(fetch)
      .mock.calls.filter(([path, init]) => String(path) === NOTICE && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(posted).toEqual([
      {
        move_out_date: '2027-03-31',
        reasons: ['Relocating for work'],
        forwarding_address: forwarding,
      },
    ]);
  });

  it('without an earlier notice, starts empty', async () => {
    renderPage([{ status: 404, body: { error_type: 'NotFound', message: 'No notice' } }]);
    expect((await search()).value).toBe('');
    await waitFor(() => expect(screen.queryByText(/earlier notice/)).toBeNull());
  });
});
