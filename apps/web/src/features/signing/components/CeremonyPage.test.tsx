// @vitest-environment happy-dom
import '@/lib/i18n';
import { todayIn } from '@portal/domain/dates/calendar-date';
import type { CeremonySession } from '@portal/domain/schemas/signing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test-support/render-with-api';
import { CeremonyPage } from './CeremonyPage';

const api = '/api/esign/sessions/s3ss10n';
const session = (overrides: Partial<CeremonySession> = {}): CeremonySession => ({
  mode: 'hosted',
  sign_only: false,
  requires_security_pin: false,
  community: { slug: 'maple-court', display_name: 'Maple Court' },
  transaction_id: 7,
  document: {
    id: 41,
    name: 'Residential Lease Agreement',
    document_type: 'lease',
    markdown: '# Residential Lease Agreement\n\nThe tenant agrees to pay **rent** monthly.',
    translation: null,
    pdf_url: '/files/lease-41.pdf',
  },
  signer: { name: 'Jordan Lee', email: 'jordan@example.com', role_label: 'Primary Applicant' },
  disclosure: {
    version: '2026-01',
    markdown: '## Paper copies\n\nYou may ask for a paper copy at no charge.',
  },
  consented_at: null,
  signed_at: null,
  fields: [
    { id: 'sig', kind: 'signature', label: 'Signature' },
    { id: 'init-pets', kind: 'initials', label: 'Initials: pets clause' },
    { id: 'date', kind: 'date', label: 'Date signed' },
  ],
  ...overrides,
});

function renderCeremony(answers: Parameters<typeof renderWithApi>[1]) {
  return renderWithApi(
    <MemoryRouter initialEntries={['/maple-court/esign/s3ss10n']}>
      <Routes>
        <Route path=":community/esign/:session" element={<CeremonyPage />} />
      </Routes>
    </MemoryRouter>,
    answers,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CeremonyPage', () => {
  it('asks for consent before it shows the document, and will not go on until the box is checked', async () => {
    const { requested, sent } = renderCeremony({
      [`${api}/`]: [{ status: 200, body: session() }],
      [`${api}/consent/`]: [{ status: 200, body: {} }],
    });
    await screen.findByRole('heading', { level: 1, name: 'Consent to electronic records and signatures' });
    expect(screen.getByText('You may ask for a paper copy at no charge.')).toBeTruthy();
    expect(screen.queryByText(/The tenant agrees/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const checkbox = screen.getByRole('checkbox', {
      name: 'I have read the disclosure and agree to use electronic records and signatures',
    });
    const error = await screen.findByText('Check the box to agree before you continue.');
    expect(error.closest('[aria-live]')).toBeTruthy();
    expect(checkbox.getAttribute('aria-describedby')).toBe(error.id);
    expect(requested).not.toContain(`${api}/consent/`);
    expect(screen.queryByText(/The tenant agrees/)).toBeNull();

    fireEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Review and sign: Residential Lease Agreement',
    });
    expect(requested).toContain(`${api}/consent/`);
    expect(sent(`${api}/consent/`)).toEqual([{ version: '2026-01' }]);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/The tenant agrees/)).toBeTruthy();
    // The document's own title sits below the page's h1 and the section's h2: the page keeps one h1.
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(screen.getByRole('heading', { level: 3, name: 'Residential Lease Agreement' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/files/lease-41.pdf',
    );
  });

  it('announces a missing typed name next to its field and sends nothing', async () => {
    const { requested } = renderCeremony({
      [`${api}/`]: [{ status: 200, body: session({ consented_at: '2026-11-20T10:00:00Z' }) }],
    });
    const name = await screen.findByLabelText('Type your full legal name to sign');
    fireEvent.input(screen.getByLabelText('Initials: pets clause'), { target: { value: 'JL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

    const error = await screen.findByText('Type your full legal name to sign the document.');
    expect(error.closest('[aria-live]')).toBeTruthy();
    expect(name.getAttribute('aria-describedby')).toContain(error.id);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(requested).not.toContain(`${api}/sign/`);
  });

  it('says a Spanish translation follows the English original, which governs, and when none does', async () => {
    const included = session({ consented_at: '2026-11-20T10:00:00Z' });
    included.document.translation = {
      status: 'included',
      markdown: '# Traducción al español\n\nEl original en inglés es el que rige.',
    };
    renderCeremony({ [`${api}/`]: [{ status: 200, body: included }] });
    expect(
      await screen.findByText(
        'A Spanish translation follows the English original. You sign the English original, which governs.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Traducción al español').closest('[lang]')?.getAttribute('lang')).toBe('es');
    expect(
      screen
        .getByText('Residential Lease Agreement', { selector: 'h3' })
        .closest('[lang]')
        ?.getAttribute('lang'),
    ).toBe('en');
    cleanup();

    const missing = session({ consented_at: '2026-11-20T10:00:00Z' });
    missing.document.translation = { status: 'missing', markdown: '# Traducción al español' };
    renderCeremony({ [`${api}/`]: [{ status: 200, body: missing }] });
    expect(await screen.findByText(/^No Spanish translation comes with this document/)).toBeTruthy();
  });

  it('shows only the signature for a guarantor in embedded mode, and "Document already signed" on a 409', async () => {
    renderCeremony({
      [`${api}/`]: [
        {
          status: 200,
          body: session({ consented_at: '2026-11-20T10:00:00Z', sign_only: true, mode: 'embedded' }),
        },
      ],
      [`${api}/sign/`]: [
        { status: 409, body: { error_type: 'Conflict', message: 'Document already signed', errors: {} } },
      ],
    });
    const name = await screen.findByLabelText('Type your full legal name to sign');
    expect(screen.queryByLabelText('Initials: pets clause')).toBeNull();
    fireEvent.input(name, { target: { value: 'Jordan Lee' } });
    expect(screen.getAllByText('Jordan Lee').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Document already signed');
  });

  it('shows initials that are not 1 to 5 letters under their field and sends nothing', async () => {
    const { requested } = renderCeremony({
      [`${api}/`]: [{ status: 200, body: session({ consented_at: '2026-11-20T10:00:00Z' }) }],
    });
    fireEvent.input(await screen.findByLabelText('Type your full legal name to sign'), {
      target: { value: 'Jordan Lee' },
    });
    const initials = screen.getByLabelText('Initials: pets clause');
    fireEvent.input(initials, { target: { value: 'J.L.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

    const error = await screen.findByText('Enter your initials: 1 to 5 letters.');
    expect(initials.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(initials));
    expect(requested).not.toContain(`${api}/sign/`);
  });

  it('signs with the typed name, the initials and today’s date, trimmed', async () => {
    const { requested, sent } = renderCeremony({
      [`${api}/`]: [{ status: 200, body: session({ consented_at: '2026-11-20T10:00:00Z' }) }],
      [`${api}/sign/`]: [
        { status: 200, body: { signed_at: '2026-11-20T10:05:00Z', return_url: '/maple-court/lease-signed' } },
      ],
    });
    fireEvent.input(await screen.findByLabelText('Type your full legal name to sign'), {
      target: { value: '  Jordan Lee ' },
    });
    fireEvent.input(screen.getByLabelText('Initials: pets clause'), { target: { value: ' JL ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(requested).toContain(`${api}/sign/`));
    expect(sent(`${api}/sign/`)).toEqual([
      {
        signature: { kind: 'typed', name: 'Jordan Lee' },
        fields: { 'init-pets': 'JL', date: todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone) },
      },
    ]);
  });
});
