// @vitest-environment happy-dom
import '@/lib/i18n';
import { ApplicationStatus } from '@portal/domain/constants/application-status';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityProvider } from '@/lib/community-context';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import { forgetDocumentMessages, renderAppSnackbar, stubDocumentTab } from '@/test-support/document-tab';
import { renderWithApi } from '@/test-support/render-with-api';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { ApplicationDeniedPage } from './StatusPages';

const community = {
  slug: 'maple-court',
  display_name: 'Maple Court',
  contact_phone: '(512) 555-0142',
} as CommunityConfiguration;
const NOTICE = '/api/transactions/7/aan-document/';

function renderPage(answers: Parameters<typeof renderWithApi>[1]) {
  const transaction = leaseTransactionFixture({ status: ApplicationStatus.Denied });
  renderAppSnackbar();
  return renderWithApi(
    <CommunityProvider value={community}>
      <TransactionProvider value={transaction}>
        <MemoryRouter>
          <ApplicationDeniedPage />
        </MemoryRouter>
      </TransactionProvider>
    </CommunityProvider>,
    answers,
  );
}

const learnWhy = () => screen.getByRole('link', { name: /^Learn Why/ });

afterEach(() => {
  cleanup();
  forgetDocumentMessages();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ApplicationDeniedPage', () => {
  it('opens the adverse action notice from Learn Why', async () => {
    const { tab, open, saved } = stubDocumentTab();
    const api = renderPage({ [NOTICE]: [{ status: 200, body: '%PDF' }] });
    expect(learnWhy().getAttribute('href')).toBe(NOTICE);
    expect(learnWhy().hasAttribute('download')).toBe(false);

    fireEvent.click(learnWhy());
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(tab.close).toHaveBeenCalledOnce();
    expect(api.requested).toEqual([NOTICE]);
  });

  it('says in the snackbar when the browser blocks the new window', async () => {
    stubDocumentTab({ blocked: true });
    const api = renderPage({});
    fireEvent.click(learnWhy());
    expect(
      await screen.findByText(
        "Oops! We're having trouble opening this page. Please update your browser to the latest version and try again.",
      ),
    ).toBeTruthy();
    expect(api.requested).toEqual([]);
  });

  it('says an error occurred when the notice cannot be fetched', async () => {
    const { tab } = stubDocumentTab();
    renderPage({ [NOTICE]: [{ status: 500, body: {} }] });
    fireEvent.click(learnWhy());
    expect(await screen.findByText('An error occurred. Please try again.')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });
});
