import '@/lib/i18n';
import { ApplicationStatus } from '@portal/domain/constants/application-status';
import type { StaffApplicationFile, StaffLeaseDocument } from '@portal/domain/schemas/staff-application-file';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeaseDocumentsSection } from './LeaseDocumentsSection';

/** The lease documents of an application file, as GET /api/staff/applications/{id}/ answers them. */

const lease: StaffLeaseDocument = {
  id: 31,
  name: 'Residential Lease',
  document_type: 'lease',
  status: 'sent',
  sent_at: '2026-11-25T15:00:00.000Z',
  sealed_at: null,
  translation: null,
  signers: [
    {
      name: 'Avery Quinn',
      email: 'avery@example.com',
      role_label: 'Primary Applicant',
      is_guest: false,
      viewed_at: '2026-11-25T16:00:00.000Z',
      signed_at: '2026-11-25T16:05:00.000Z',
    },
    {
      name: 'Sam Lee',
      email: 'sam@example.com',
      role_label: 'Co-signer',
      is_guest: true,
      viewed_at: null,
      signed_at: null,
    },
  ],
};

const file = (overrides: Partial<StaffApplicationFile>) =>
  ({
    id: 42,
    status: ApplicationStatus.Approved,
    lease_documents: [],
    can_countersign: false,
    ...overrides,
  }) as StaffApplicationFile;

const render = (data: StaffApplicationFile) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <LeaseDocumentsSection file={data} onDone={() => {}} />
    </QueryClientProvider>,
  );

describe('LeaseDocumentsSection', () => {
  it('offers to send the lease once approved and nothing is out', () => {
    const html = render(file({}));
    expect(html).toContain('Lease documents</h2>');
    expect(html).toContain('Send lease…</button>');
    expect(render(file({ status: ApplicationStatus.Submitted }))).not.toContain('Send lease');
  });

  it('lists each signer with when they signed, marks guests, and offers void, guests and reminders', () => {
    const html = render(file({ lease_documents: [lease] }));
    expect(html).toContain('<th scope="row">Residential Lease</th>');
    expect(html).toContain('Avery Quinn (Primary Applicant)');
    expect(html).toMatch(/Signed Nov[a-z]* 25, 2026/);
    expect(html).toContain('Sam Lee (Co-signer)');
    expect(html).toContain('Guest signer');
    expect(html).toContain('Not signed yet');
    expect(html).toContain('aria-label="Void Residential Lease…"');
    expect(html).toContain('Add guest signer…');
    expect(html).toContain('Send reminders…');
    expect(html).not.toContain('Send lease…');
    expect(html).not.toContain('Countersign lease…');
    expect(html).not.toContain('Spanish translation');
  });

  it('says whether a Spanish reader got the translation with the English original', () => {
    expect(render(file({ lease_documents: [{ ...lease, translation: 'included' }] }))).toContain(
      'Spanish translation included',
    );
    expect(render(file({ lease_documents: [{ ...lease, translation: 'missing' }] }))).toContain(
      'No Spanish translation: the community’s own wording is in English only',
    );
  });

  it('offers to countersign when the file says the caller may, and a voided lease may be sent again', () => {
    expect(render(file({ lease_documents: [lease], can_countersign: true }))).toContain(
      'Countersign lease…</button>',
    );
    const voided = render(file({ lease_documents: [{ ...lease, status: 'voided' }] }));
    expect(voided).toContain('Voided');
    expect(voided).toContain('Send lease…</button>');
    expect(voided).not.toContain('aria-label="Void');
  });
});
