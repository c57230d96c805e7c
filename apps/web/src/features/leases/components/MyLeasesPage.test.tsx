// @vitest-environment happy-dom
import '@/lib/i18n';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetDocumentMessages, renderAppSnackbar, stubDocumentTab } from '@/test-support/document-tab';
import { leaseFixture as lease } from '@/test-support/lease-fixture';
import { renderResidentPage } from '../lib/render-resident-page';
import { MyLeasesPage } from './MyLeasesPage';

const community = { id: 1, slug: 'maple-court', display_name: 'Maple Court' } as CommunityConfiguration;

function renderPage(answers: Parameters<typeof renderResidentPage>[3]) {
  return renderResidentPage(
    community,
    '/maple-court/my-leases',
    {
      '/:community/my-leases': <MyLeasesPage />,
    },
    answers,
  );
}

afterEach(() => {
  cleanup();
  forgetDocumentMessages();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('MyLeasesPage', () => {
  it('shows each lease with its unit, residents, dates, money, time left, status and renewal line', async () => {
    renderPage({ '/api/leases/': [{ status: 200, body: { results: [lease] } }] });
    expect(screen.getByRole('heading', { level: 1, name: 'My Leases' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Unit 407' })).toBeTruthy();
    expect(screen.getByText('2 Bedroom at Maple Court')).toBeTruthy();
    expect(screen.getByText('1200 Maple Ave, Austin, TX 78701')).toBeTruthy();
    expect(screen.getByText('Jordan Reyes (Primary Applicant)')).toBeTruthy();
    expect(screen.getByText('Morgan Reyes (Roommate)')).toBeTruthy();
    expect(screen.getByText('February 6, 2026')).toBeTruthy();
    expect(screen.getByText('February 5, 2027')).toBeTruthy();
    expect(screen.getAllByText('$1,890.00')).toHaveLength(2);
    expect(screen.getByText('$750.00')).toBeTruthy();
    expect(screen.getByText('75 days')).toBeTruthy();
    expect(screen.getByText('Current')).toBeTruthy();
    expect(screen.getByText('Renewal offers opened on October 8, 2026.')).toBeTruthy();
    expect(screen.getByText('There are no signed documents to download for this lease.')).toBeTruthy();
  });

  it('offers a transfer from a lease the household lives under, not from one that ended', async () => {
    renderPage({
      '/api/leases/': [
        {
          status: 200,
          body: {
            results: [
              lease,
              { ...lease, id: 6, unit: { ...lease.unit, unit_number: '301' }, status: 'ended' },
            ],
          },
        },
      ],
    });
    const link = await screen.findByRole('link', { name: 'Transfer to another unit from unit 407' });
    expect(link.getAttribute('href')).toBe('/maple-court/my-leases/5/transfer');
    expect(screen.getAllByRole('link', { name: /^Transfer to another unit/ })).toHaveLength(1);
  });

  it('says when there is no lease yet', async () => {
    renderPage({ '/api/leases/': [{ status: 200, body: { results: [] } }] });
    expect(await screen.findByText("You don't have a lease with Maple Court yet.")).toBeTruthy();
  });

  it('offers to try again when the leases cannot be loaded', async () => {
    renderPage({ '/api/leases/': [{ status: 500, body: {} }] });
    expect(await screen.findByText("We couldn't load your leases. Please try again.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens a sealed document through a fresh link, and says so in the snackbar when the link cannot be had', async () => {
    const { tab, saved } = stubDocumentTab();
    const withDocument = { ...lease, documents: [{ id: 31, name: 'Lease Agreement' }] };
    const linkPath = '/api/lease/5/document-url/?document_id=31';
    const filePath = '/api/lease-documents/31/file/?x=1';
    const api = renderPage({
      '/api/leases/': [{ status: 200, body: { results: [withDocument] } }],
      [linkPath]: [{ status: 200, body: { url: filePath } }, { status: 404 }],
      [filePath]: [{ status: 200, body: '%PDF' }],
    });
    renderAppSnackbar();
    const button = await screen.findByRole('button', { name: 'Download Lease Agreement' });
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(tab.close).toHaveBeenCalledOnce();
    expect(api.requested).toEqual(expect.arrayContaining([linkPath, filePath]));
    fireEvent.click(button);
    await waitFor(() =>
      expect(
        screen.getByText('An error occurred. Please try again.', { selector: '[role="status"]' }),
      ).toBeTruthy(),
    );
    expect(tab.close).toHaveBeenCalledTimes(2);
    expect(saved).toHaveLength(1);
  });

  it('links a document waiting for the resident, the lease transactions, and saves their own choice', async () => {
    const waiting = { ...lease, documents_to_sign: [{ transaction_id: 12, name: 'Lease Revision' }] };
    const saved = { ...waiting, receive_renewal_reminders: false };
    const api = renderPage({
      '/api/leases/': [
        { status: 200, body: { results: [waiting] } },
        { status: 200, body: { results: [saved] } },
      ],
      '/api/lease/5/': [{ status: 200, body: saved }],
    });
    const sign = await screen.findByRole('link', { name: 'Review and Sign: Lease Revision' });
    expect(sign.getAttribute('href')).toBe('/maple-court/transaction/12');
    expect(screen.getByRole('link', { name: 'Lease transactions for unit 407' }).getAttribute('href')).toBe(
      '/maple-court/lease/5/transactions',
    );
    const choice = screen.getByRole('checkbox', { name: 'E-mail me about renewal offers for this lease' });
    expect((choice as HTMLInputElement).checked).toBe(true);
    fireEvent.click(choice);
    expect(await screen.findByText('Your choice is saved.')).toBeTruthy();
    expect(api.requested).toContain('/api/lease/5/');
    await waitFor(() => expect((choice as HTMLInputElement).checked).toBe(false));
  });
});
