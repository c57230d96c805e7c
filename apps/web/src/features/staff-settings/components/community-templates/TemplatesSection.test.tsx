// @vitest-environment happy-dom
import '@/lib/i18n';
import type { DocumentTemplate } from '@portal/domain/schemas/document-templates';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  renderDataSection,
  scriptApi,
} from '@/features/staff-settings/components/community-units/data-test-kit';
import { formatMomentDate } from '@/lib/dates';
import { stubDocumentTab } from '@/test-support/document-tab';
import { TemplatesSection } from './TemplatesSection';

const TEMPLATES = '/api/admin/communities/maple-court/templates/';
const LEASE = `${TEMPLATES}lease/`;
const changedAt = '2026-06-10T15:00:00.000Z';

const lease: DocumentTemplate = {
  kind: 'lease',
  title: 'Lease Agreement',
  customized: true,
  updated_at: changedAt,
  body: '# Lease\n\nBetween {{landlord_name}} and {{resident_names}}.',
  placeholders: ['landlord_name', 'resident_names', 'monthly_rent'],
  sections: ['pets'],
};
const summaries = {
  status: 200,
  body: {
    results: [
      { kind: 'lease', title: 'Lease Agreement', customized: true, updated_at: changedAt },
      {
        kind: 'criminal_review_letter',
        title: 'Criminal Review Letter',
        customized: false,
        updated_at: null,
      },
    ],
  },
};

beforeAll(() =>
  Promise.all([import('@portal/domain/schemas/document-templates'), import('@hookform/resolvers/zod')]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openLease(answers: Parameters<typeof scriptApi>[0] = {}) {
  const api = scriptApi({
    [`GET ${TEMPLATES}`]: [summaries],
    [`GET ${LEASE}`]: [{ status: 200, body: lease }],
    ...answers,
  });
  renderDataSection(TemplatesSection);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit the Lease Agreement' }));
  const body = (await screen.findByLabelText('Lease Agreement')) as HTMLTextAreaElement;
  return { api, body };
}

describe('TemplatesSection', () => {
  it('lists the documents with their wording, and opens one in the editor', async () => {
    const { body } = await openLease();
    const list = screen.getByRole('list', { name: 'Documents' });
    expect(within(list).getByText(`Own wording, changed ${formatMomentDate(changedAt)}`)).toBeTruthy();
    expect(within(list).getByText('Standard wording')).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 3, name: 'Edit the Lease Agreement' }),
    );
    expect(body.value).toBe(lease.body);
    expect(screen.getByRole('button', { name: 'Insert {{monthly_rent}}' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Insert the section {{#pets}}…{{/pets}}' })).toBeTruthy();
  });

  it('inserts a field at the cursor', async () => {
    const { body } = await openLease();
    body.setSelectionRange(8, 8);
    fireEvent.click(screen.getByRole('button', { name: 'Insert {{monthly_rent}}' }));
    expect(body.value).toBe(`# Lease\n{{monthly_rent}}\nBetween {{landlord_name}} and {{resident_names}}.`);
    expect(document.activeElement).toBe(body);
  });

  it("lists the server's problems with the text under it", async () => {
    const problem =
      '{{landlord_bank}} is not a placeholder of the Lease Agreement. Use one of: landlord_name, resident_names, monthly_rent.';
    const { api, body } = await openLease({
      [`PUT ${LEASE}`]: [
        {
          status: 400,
          body: { error_type: 'ValidationError', message: problem, errors: { body: [problem] } },
        },
      ],
    });
    const text = `${lease.body}\nPay to {{landlord_bank}}.`;
    fireEvent.input(body, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const shown = await screen.findByText(problem);
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(body.getAttribute('aria-describedby')?.split(' ')).toContain(shown.closest('ul')?.id);
    expect(api.sent(`PUT ${LEASE}`)).toEqual([{ body: text }]);
    await waitFor(() => expect(document.activeElement).toBe(body));
  });

  it('previews the text as it is now as a PDF, and opens it', async () => {
    const { open: opens, saved } = stubDocumentTab();
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const { api, body } = await openLease({ [`POST ${LEASE}preview/`]: [{ status: 200, body: pdf }] });
    const text = `${lease.body}\nRent: {{monthly_rent}}.`;
    fireEvent.input(body, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview as PDF' }));

    const open = await screen.findByRole('button', { name: 'Open the preview (PDF)' });
    const sent = api.requests.find((request) => request.key === `POST ${LEASE}preview/`);
    expect(sent?.body).toEqual({ body: text });
    expect(sent?.headers.accept).toBe('application/pdf');
    const requests = api.requests.length;
    fireEvent.click(open);
    expect(opens).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['lease-preview.pdf']));
    // The PDF made for the preview, not asked for again.
    expect(await saved[0]?.file.text()).toBe('%PDF-1.7');
    expect(api.requests).toHaveLength(requests);
  });

  it('goes back to the standard wording after a confirmation', async () => {
    const { api } = await openLease({ [`DELETE ${LEASE}`]: [{ status: 204 }] });
    fireEvent.click(screen.getByRole('button', { name: 'Go back to the standard wording' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', {
        level: 4,
        name: 'Go back to the standard wording of the Lease Agreement?',
      }),
    );
    expect(api.requests.map((request) => request.key)).not.toContain(`DELETE ${LEASE}`);
    fireEvent.click(screen.getByRole('button', { name: 'Use the standard wording' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Lease Agreement uses the standard wording again.',
    );
    expect(api.requests.map((request) => request.key)).toContain(`DELETE ${LEASE}`);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit the Lease Agreement' })),
    );
  });
});
