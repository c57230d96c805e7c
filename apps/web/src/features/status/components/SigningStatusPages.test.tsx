import { isMilestone } from '@portal/domain/constants/transaction-milestones';
import '@/lib/i18n';
import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { GuestSigning } from '@portal/domain/schemas/signing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leaseDocumentUrlKey } from '@/features/signing/approved/api/lease-document-url';
import { CommunityProvider } from '@/lib/community-context';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import { GuestSignerProvider } from '@/shared/status/guest-signer';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { LeaseExecutedPage } from './LeaseExecutedPage';
import { LeaseSignedPage, LeaseVoidedPage, PendingConfirmationPage } from './StatusPages';

/** The signing round's status pages, rendered with the transaction the API answers. */

const community = {
  slug: 'maple-court',
  display_name: 'Maple Court',
  contact_phone: '(512) 555-0142',
} as CommunityConfiguration;
const at = (event: number, day: number, applicant: number | null = 11) => ({
  event,
  applicant,
  created_at: `2026-11-${day}T10:00:00.000Z`,
  milestone: isMilestone(event),
});
const approved = (events: LeaseTransaction['events'], documents_sent = true) =>
  leaseTransactionFixture({
    status: ApplicationStatus.Approved,
    events: [at(TransactionStep.Approved, 20), ...events],
    documents_sent,
  });

function render(page: ReactNode, transaction: LeaseTransaction, seed?: (client: QueryClient) => void) {
  const client = new QueryClient();
  seed?.(client);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <CommunityProvider value={community}>
        <TransactionProvider value={transaction}>
          <MemoryRouter>{page}</MemoryRouter>
        </TransactionProvider>
      </CommunityProvider>
    </QueryClientProvider>,
  );
}

describe('the signing status pages', () => {
  it('thanks the applicant who signed', () => {
    const html = render(<LeaseSignedPage />, approved([at(TransactionStep.Signed, 22)]));
    expect(html).toContain('Thank You for Signing!</h1>');
    expect(html).toContain('We&#x27;ll let you know when everything has been finalized.');
    expect(html).toContain('A Unit 102');
  });

  it('says the leasing team countersigns once everyone has signed, and keeps the submitted text before', () => {
    const html = render(
      <PendingConfirmationPage />,
      approved([at(TransactionStep.Signed, 22), at(TransactionStep.WaitingAgentConfirmation, 23, null)]),
    );
    expect(html).toContain(
      'Everyone has signed. The leasing team is countersigning your lease and will e-mail you when it&#x27;s executed.',
    );
    const submitted = leaseTransactionFixture({
      status: ApplicationStatus.Submitted,
      events: [at(TransactionStep.WaitingAgentConfirmation, 19, null)],
    });
    expect(render(<PendingConfirmationPage />, submitted)).toContain('Waiting for Confirmation</h1>');
  });

  it('tells the household the lease was withdrawn to be corrected', () => {
    const html = render(<LeaseVoidedPage />, approved([at(TransactionStep.Voided, 22, null)], false));
    expect(html).toContain('Your Lease Is Being Updated</h1>');
    expect(html).toContain(
      'The lease sent to you was withdrawn to correct it. We will e-mail you as soon as the new lease is ready to sign.',
    );
  });

  it('offers the executed lease once its copy is ready, and says it is prepared until then', () => {
    const completed = leaseTransactionFixture({ status: ApplicationStatus.Completed });
    const preparing = render(<LeaseExecutedPage />, completed);
    expect(preparing).toContain('Your Lease Has Been Executed!</h1>');
    expect(preparing).toContain('Preparing your signed copy…');
    const ready = render(<LeaseExecutedPage />, completed, (client) =>
      client.setQueryData(leaseDocumentUrlKey(7, { document_type: 'lease' }), '/files/lease.pdf'),
    );
    expect(ready).toMatch(/href="\/files\/lease\.pdf"[^>]*>Download Lease Copy<\/a>/);
    expect(ready).not.toContain('download=');
  });
});

describe('the signing status pages, as a guest signer sees them (decision 0029)', () => {
  const guest: GuestSigning = {
    transaction_id: 7,
    executed: true,
    unit: { unit_number: '102', building: leaseTransactionFixture().unit.building },
    is_pending_signature: false,
    is_lease_signature_being_processed: false,
    signable_documents: [
      {
        id: 30,
        name: 'Old agreement',
        document_type: 'guarantor_agreement',
        is_signed: false,
        is_voided: true,
      },
      { id: 31, name: 'Agreement', document_type: 'guarantor_agreement', is_signed: true, is_voided: false },
    ],
  };
  const renderForGuest = (page: ReactNode, seed?: (client: QueryClient) => void) => {
    const client = new QueryClient();
    seed?.(client);
    return renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <CommunityProvider value={community}>
          <GuestSignerProvider value={guest}>
            <MemoryRouter>{page}</MemoryRouter>
          </GuestSignerProvider>
        </CommunityProvider>
      </QueryClientProvider>,
    );
  };

  it('thanks them with the household’s page, without My Activity', () => {
    const html = renderForGuest(<LeaseSignedPage />);
    expect(html).toContain('Thank You for Signing!</h1>');
    expect(html).toContain('A Unit 102');
    expect(html).not.toContain('Go to My Activity');
  });

  it('offers their own signed document once the lease is executed', () => {
    const html = renderForGuest(<LeaseExecutedPage />, (client) =>
      client.setQueryData(leaseDocumentUrlKey(7, { document_id: 31 }), '/files/31.pdf'),
    );
    expect(html).toContain('Your Lease Has Been Executed!</h1>');
    expect(html).toMatch(/href="\/files\/31\.pdf"[^>]*>Download Lease Copy<\/a>/);
    expect(html).not.toContain('Go to My Activity');
  });
});
