// @vitest-environment happy-dom
import '@/lib/i18n';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import type { Lease } from '@portal/domain/schemas/lease';
import type { SessionSummary } from '@portal/domain/schemas/session';
import type { VacateReasons } from '@portal/domain/schemas/vacate';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/accounts/api/get-session';
import { CommunityProvider } from '@/lib/community-context';
import { readVacateDraft } from '@/shared/notice/vacate-draft';
import { fakeApi } from '@/test-support/fake-api';
import { VacateDetailsPage } from './VacateDetailsPage';

const community = { id: 1, slug: 'maple-court', display_name: 'Maple Court' } as CommunityConfiguration;
const lease = {
  id: 5,
  unit: { unit_number: '407', building: { name: 'Maple Court' } },
} as Lease;
const reasons: VacateReasons = {
  results: [
    { id: 1, label: 'Relocating for work' },
    { id: 2, label: 'Other' },
  ],
  notice_to_vacate_days: 60,
  earliest_move_out_date: '2027-01-21',
};

function renderPage(
  reasonAnswers: Array<{ status: number; body?: unknown }> = [{ status: 200, body: reasons }],
) {
  fakeApi({
    '/api/lease/5/': [{ status: 200, body: lease }],
    '/api/vacate-reasons/?lease_id=5': reasonAnswers,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQueryKey, { kind: 'user', community: 'maple-court' } as SessionSummary);
  render(
    <QueryClientProvider client={client}>
      <CommunityProvider value={community}>
        <MemoryRouter initialEntries={['/maple-court/lease/5/vacate/details']}>
          <Routes>
            <Route path="/:community/lease/:leaseId/vacate/details" element={<VacateDetailsPage />} />
            <Route path="/:community/lease/:leaseId/vacate/new-address" element={<p>New address</p>} />
          </Routes>
        </MemoryRouter>
      </CommunityProvider>
    </QueryClientProvider>,
  );
}

const moveOutDate = () => screen.findByLabelText('Move-out date');
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

// The form fetches its schema when first used: fetched here once, so no check waits on the module loader.
beforeAll(() => Promise.all([import('../lib/vacate-details-schema'), import('@hookform/resolvers/zod')]));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('VacateDetailsPage', () => {
  it('says when the reasons could not be read, with a Retry that reads them again', async () => {
    renderPage([{ status: 500 }, { status: 200, body: reasons }]);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText("We couldn't load the notice to vacate form. Please try again.")).toBeTruthy();
    fireEvent.click(retry);
    expect(await moveOutDate()).toBeTruthy();
  });

  it('asks for a date and a reason under their fields, the date focused, and goes nowhere', async () => {
    renderPage();
    const date = await moveOutDate();
    next();
    expect(await screen.findByText('Enter your move-out date')).toBeTruthy();
    expect(screen.getByText('Choose at least one reason for moving out')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(date);
    expect(readVacateDraft(5)).toBeNull();
  });

  it('refuses a date before the notice period, and "Other" without its text', async () => {
    renderPage();
    fireEvent.input(await moveOutDate(), { target: { value: '2027-01-20' } });
    fireEvent.click(screen.getByLabelText('Other'));
    next();
    expect(
      await screen.findByText(
        'The move-out date must be on or after January 21, 2027, the notice period of this community.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Tell us your other reason for moving out')).toBeTruthy();
  });

  it('keeps what was chosen for the new-address page, and goes there', async () => {
    renderPage();
    fireEvent.input(await moveOutDate(), { target: { value: '2027-01-21' } });
    fireEvent.click(screen.getByLabelText('Relocating for work'));
    fireEvent.click(screen.getByLabelText('Other'));
    fireEvent.input(screen.getByLabelText('Tell us more about your other reason'), {
      target: { value: 'Closer to family' },
    });
    next();
    expect(await screen.findByText('New address')).toBeTruthy();
    expect(readVacateDraft(5)).toEqual({
      move_out_date: '2027-01-21',
      reasons: ['Relocating for work', 'Other'],
      other: 'Closer to family',
    });
  });
});
