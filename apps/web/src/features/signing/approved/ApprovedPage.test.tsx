// @vitest-environment happy-dom
import '@/lib/i18n';
import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { Applicant } from '@portal/domain/schemas/lease-transaction';
import type { SessionSummary } from '@portal/domain/schemas/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/features/accounts/api/get-session';
import { CommunityProvider } from '@/lib/community-context';
import { JustSignedProvider, TransactionProvider } from '@/shared/journey-step/transaction-context';
import { communityFixture } from '@/test-support/community-fixture';
import { fakeApi } from '@/test-support/fake-api';
import {
  approvedTransactionFixture,
  leaseTransactionFixture,
  transactionEvent,
} from '@/test-support/transaction-fixture';
import { ApprovedPage } from './ApprovedPage';

const launcher = vi.hoisted(() => ({ load: vi.fn(), open: vi.fn() }));
const markJustSigned = vi.fn();
vi.mock('../lib/load-esign-launcher', () => ({
  LAUNCHER_LOAD_ERROR: 'Failed to load the e-signature provider script.',
  loadESignLauncher: launcher.load,
}));

const community = communityFixture({
  leasing_pricing_disclaimer: 'Prices may change until the lease is signed.',
});
const at = transactionEvent;
const transaction = approvedTransactionFixture();
const lease = {
  id: 21,
  name: 'Residential Lease',
  document_type: 'lease' as const,
  is_signed: false,
  is_voided: false,
};
const applicant = (overrides: Partial<Applicant> = {}) => ({
  id: 11,
  role: 10,
  lease_transaction_id: 7,
  address_street: null,
  address_line_2: null,
  address_city: null,
  address_state: null,
  address_postal_code: null,
  military_status: null,
  move_in_date: null,
  is_move_in_threshold_exceeded: false,
  stated_income: null,
  stated_assets: null,
  is_pending_signature: true,
  is_lease_signature_being_processed: false,
  signable_documents: [lease],
  ...overrides,
});
const conflict = (message: string) => ({
  status: 409,
  body: { error_type: 'Conflict', message, errors: {} },
});
const baseApi = (overrides: Record<string, Array<{ status: number; body?: unknown }>> = {}) =>
  fakeApi({
    '/api/applicant/11/': [{ status: 200, body: applicant() }],
    '/api/session/': [{ status: 401 }],
    '/api/transaction/7/payment-details/': [conflict('The household has not paid its fees yet.')],
    ...overrides,
  });

function renderPage(session?: SessionSummary, shown = transaction) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (session) client.setQueryData(sessionQueryKey, session);
  render(
    <QueryClientProvider client={client}>
      <CommunityProvider value={community}>
        <TransactionProvider value={shown}>
          <JustSignedProvider value={markJustSigned}>
            <MemoryRouter initialEntries={['/maple-court/transaction/7/application-approved']}>
              <Routes>
                <Route path="/maple-court/transaction/7/application-approved" element={<ApprovedPage />} />
                <Route path="/maple-court/transaction/7/lease-signed" element={<p>Lease signed page</p>} />
              </Routes>
            </MemoryRouter>
          </JustSignedProvider>
        </TransactionProvider>
      </CommunityProvider>
    </QueryClientProvider>,
  );
}

async function goToPaymentDetails() {
  fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
  return screen.findByRole('heading', { level: 1, name: 'Payment Details' });
}

beforeEach(() => {
  launcher.load.mockResolvedValue({ open: launcher.open });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ApprovedPage', () => {
  it('asks the applicant to review and sign, and continues to the payment details', async () => {
    baseApi();
    renderPage();
    expect(
      await screen.findByText("All that's left to do is review your payment details and sign the lease."),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Application Has Been Approved!');
    expect(screen.getByText('A Unit 102')).toBeTruthy();
    const heading = await goToPaymentDetails();
    expect(document.activeElement).toBe(heading);
    // Every step names the building as the approval message does (spec part 2: building name, else address).
    expect(screen.getByText('A Unit 102')).toBeTruthy();
    expect(screen.getByText('Prices may change until the lease is signed.')).toBeTruthy();
    expect(screen.getByText(/legal agreement between you and your landlord/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retrieve Lease Copy' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('signs the lease and, with nothing left to sign, goes to lease-signed', async () => {
    const api = baseApi({
      '/api/transaction/7/esign-config/?document_id=21': [
        { status: 200, body: { type: 20, data: { url: '/maple-court/esign/s1' } } },
      ],
      '/api/page-complete/7/': [{ status: 200, body: transaction }],
      '/api/applicant/11/': [
        { status: 200, body: applicant() },
        { status: 200, body: applicant({ is_pending_signature: false }) },
      ],
      '/api/transactions/7/': [{ status: 200, body: transaction }],
    });
    launcher.open.mockImplementation((_config, handlers: { onSigned(): void }) => handlers.onSigned());
    renderPage();
    await goToPaymentDetails();
    fireEvent.click(screen.getByRole('button', { name: 'View & Sign Lease' }));
    expect(await screen.findByText('Lease signed page')).toBeTruthy();
    expect(launcher.open).toHaveBeenCalledWith(
      { type: 20, data: { url: '/maple-court/esign/s1' } },
      expect.anything(),
    );
    expect(api.requested).toContain('/api/page-complete/7/');
    // The layout is told before the signature is recorded: a realtime read may come first.
    const recorded = vi.mocked(fetch).mock.calls.findIndex(([path]) => path === '/api/page-complete/7/');
    expect(markJustSigned.mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(fetch).mock.invocationCallOrder[recorded] ?? 0,
    );
  });

  it('says a document already signed, and a launcher that failed to load, in an alert', async () => {
    baseApi({ '/api/transaction/7/esign-config/?document_id=21': [conflict('Document already signed')] });
    renderPage();
    await goToPaymentDetails();
    fireEvent.click(screen.getByRole('button', { name: 'View & Sign Lease' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Document already signed');

    cleanup();
    launcher.load.mockRejectedValue(new Error('Failed to load the e-signature provider script.'));
    baseApi({
      '/api/transaction/7/esign-config/?document_id=21': [
        { status: 200, body: { type: 20, data: { url: '/x' } } },
      ],
    });
    renderPage();
    await goToPaymentDetails();
    fireEvent.click(screen.getByRole('button', { name: 'View & Sign Lease' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load the e-signature provider script.',
    );
  });

  it('shows the signature as processing, with the button disabled', async () => {
    baseApi({
      '/api/applicant/11/': [{ status: 200, body: applicant({ is_lease_signature_being_processed: true }) }],
    });
    renderPage();
    await goToPaymentDetails();
    const button = screen.getByRole('button', { name: 'Signature Processing' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('lists several documents on Sign Documents: signed, to sign and being finalized', async () => {
    baseApi({
      '/api/applicant/11/': [
        {
          status: 200,
          body: applicant({
            signable_documents: [
              { ...lease, is_signed: true },
              {
                id: 22,
                name: 'Pet Addendum',
                document_type: 'pet_addendum',
                is_signed: false,
                is_voided: false,
              },
              {
                id: 23,
                name: 'Parking Addendum',
                document_type: 'parking_storage_addendum',
                is_signed: false,
                is_voided: true,
              },
            ],
          }),
        },
      ],
    });
    renderPage();
    await goToPaymentDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Documents' }));
    expect(await screen.findByText('Please review carefully and sign')).toBeTruthy();
    expect(screen.getByText('Signed')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'View Document: Residential Lease (downloads the PDF)' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review and Sign: Pet Addendum' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Copy: Pet Addendum' })).toBeTruthy();
    expect(
      screen.getByText('This document is being finalized. We will notify you once it’s ready for signature.'),
    ).toBeTruthy();
  });

  it('tells a staff member acting as the applicant without the permission that they may not sign', async () => {
    baseApi();
    renderPage({
      kind: 'impersonated',
      community: 'maple-court',
      user: { id: 5, email: 'avery@example.com', first_name: 'Avery', last_name: 'Quinn' },
      impersonated_by: {
        id: 3,
        first_name: 'Dana',
        last_name: 'Reyes',
        can_sign_documents_while_wormholed: false,
      },
      idle_timeout_minutes: 20,
      staff_role: null,
    } as SessionSummary);
    await goToPaymentDetails();
    expect(await screen.findByText(/Your staff account may not sign documents for them/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View & Sign Lease' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('opens a document change on its document: no payment details, no Go Back (spec: initial step)', async () => {
    const api = baseApi({
      '/api/applicant/11/': [
        {
          status: 200,
          body: applicant({
            signable_documents: [
              { ...lease, name: "Renter's Insurance Addendum", document_type: 'renters_insurance_addendum' },
            ],
          }),
        },
      ],
    });
    renderPage(undefined, { ...transaction, type: 80, events: [at(TransactionStep.Approved, 1)] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You Have a Document Ready to Sign' }),
    ).toBeTruthy();
    expect(await screen.findByText("Document: Renter's Insurance Addendum")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View & Sign Document' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retrieve Document Copy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go Back' })).toBeNull();
    expect(api.requested.some((path) => path.includes('payment-details'))).toBe(false);
  });

  it('tells someone with nothing of a revision to sign that the changes are almost complete', async () => {
    baseApi({
      '/api/applicant/11/': [
        { status: 200, body: applicant({ is_pending_signature: false, signable_documents: [] }) },
      ],
    });
    renderPage(undefined, { ...transaction, type: 20, events: [at(TransactionStep.Approved, 1)] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your changes are almost complete!' }),
    ).toBeTruthy();
    expect(await screen.findByText("We'll let you know when everything has been finalized.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});

describe('the Approved screen of a notice to vacate', () => {
  const notice = leaseTransactionFixture({
    type: 40,
    status: ApplicationStatus.Submitted,
    events: [],
    documents_sent: true,
  });
  const noticeDocument = { ...lease, name: 'Notice to Vacate', document_type: 'notice_to_vacate' as const };

  it('asks to sign the notice, with the move-out costs line and no payments read', async () => {
    baseApi({
      '/api/applicant/11/': [{ status: 200, body: applicant({ signable_documents: [noticeDocument] }) }],
    });
    renderPage(undefined, notice);
    expect(await screen.findByRole('heading', { level: 1, name: "We're Sorry to See You Go!" })).toBeTruthy();
    expect(await screen.findByText("All that's left to do is sign the notice to vacate.")).toBeTruthy();
    await goToPaymentDetails();
    expect(
      screen.getByText('You can get a summary of your move out costs by calling us at (512) 555-0142.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View & Sign Notice to Vacate' })).toBeTruthy();
    expect(screen.queryByText('The household has not paid its fees yet.')).toBeNull();
  });

  it('says an e-mail follows once nothing is left to sign', async () => {
    baseApi({
      '/api/applicant/11/': [
        {
          status: 200,
          body: applicant({ is_pending_signature: false, signable_documents: [noticeDocument] }),
        },
      ],
    });
    renderPage(undefined, notice);
    expect(
      await screen.findByText("We'll send you an email about your notice to vacate shortly."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
