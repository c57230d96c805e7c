// @vitest-environment happy-dom
import '@/lib/i18n';
import type { DocumentVerification } from '@portal/domain/schemas/signing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { VerifyDocumentPage } from './VerifyDocumentPage';

const document41 = {
  id: 41,
  name: 'Residential Lease Agreement',
  community: 'Maple Court',
  sealed_at: '2026-11-24T15:00:00Z',
  signers: [{ name: 'Jordan Lee', role_label: 'Primary Applicant', signed_at: '2026-11-22T09:30:00Z' }],
  countersigned_by: { name: 'Pat Manager', signed_at: '2026-11-23T12:00:00Z' },
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <VerifyDocumentPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function verify(answer: { status: number; body?: DocumentVerification | object }) {
  const { requested } = fakeApi({ '/api/documents/verify/': [answer] });
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Verify a signed document' })).toBeTruthy();
  const file = new File(['%PDF-1.7'], 'lease.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText('Signed document (PDF)'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  return requested;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VerifyDocumentPage', () => {
  it('says a sealed, unchanged document is ours and intact, with its details, in a live region', async () => {
    const requested = verify({
      status: 200,
      body: { sealed_by_us: true, intact: true, document: document41 },
    });
    const verdict = await screen.findByText(
      'This document was sealed by the portal and has not been changed since.',
    );
    expect(verdict.closest('[aria-live]')).toBeTruthy();
    expect(requested).toEqual(['/api/documents/verify/']);
    const [, init] = vi.mocked(globalThis.fetch).mock.calls[0] as unknown as [RequestInfo, RequestInit];
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((init.body as FormData).get('file') as File).name).toBe('lease.pdf');
    expect(screen.getByText('Residential Lease Agreement')).toBeTruthy();
    expect(screen.getByText('Maple Court')).toBeTruthy();
    expect(screen.getByText(/^Jordan Lee \(Primary Applicant\), /)).toBeTruthy();
    expect(screen.getByText(/^Pat Manager, /)).toBeTruthy();
  });

  it('says a sealed document has changed since', async () => {
    verify({ status: 200, body: { sealed_by_us: true, intact: false, document: document41 } });
    expect(await screen.findByText('This document has been changed since it was sealed.')).toBeTruthy();
  });

  it('says when our seal is not on the document', async () => {
    verify({ status: 200, body: { sealed_by_us: false, intact: false, document: null } });
    expect(await screen.findByText('We could not find our seal on this document.')).toBeTruthy();
    expect(screen.queryByText('Document details')).toBeNull();
  });

  it('asks for a file before sending anything', async () => {
    const { requested } = fakeApi({});
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const error = await screen.findByText('Choose a PDF file to verify.');
    const input = screen.getByLabelText('Signed document (PDF)');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(input);
    expect(requested).toEqual([]);
  });
});
