// @vitest-environment happy-dom
import '@/lib/i18n';
import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test-support/render-with-api';
import { DocumentRequestForm, GuarantorRequestForm } from './RequestForms';

const file = {
  id: 42,
  household: [
    {
      name: 'Robin Quinn',
      financial_sources: [
        { id: 7, other: null, income_or_asset_type: 1, estimated_amount: 7_200_000 },
        { id: 8, other: 'Tips', income_or_asset_type: 9, estimated_amount: 120_000 },
      ],
    },
  ],
} as unknown as StaffApplicationFile;

const documentsPath = '/api/staff/applications/42/request-documents/';
const guarantorPath = '/api/staff/applications/42/request-guarantor/';

// The form fetches its schema when first used: fetched here once, so no check waits on the module loader.
beforeAll(() =>
  Promise.all([
    import('@portal/domain/schemas/staff-source-review'),
    import('@/features/staff/lib/request-form-schema'),
    import('@hookform/resolvers/zod'),
  ]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DocumentRequestForm', () => {
  it('asks for a source and a note under their fields, and sends nothing', async () => {
    const api = renderWithApi(<DocumentRequestForm file={file} onCancel={() => {}} onDone={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose at least one income or asset source.')).toBeTruthy();
    expect(screen.getByText('Tell the applicant what to send.')).toBeTruthy();
    expect(api.requested).toEqual([]);
  });

  it('sends the chosen sources’ ids and the note', async () => {
    const onDone = vi.fn();
    const api = renderWithApi(<DocumentRequestForm file={file} onCancel={() => {}} onDone={onDone} />, {
      [documentsPath]: [{ status: 200, body: { source_ids: [8], applicant_ids: [3] } }],
    });
    fireEvent.click(screen.getByLabelText('Robin Quinn: Tips ($1,200.00)'));
    fireEvent.input(screen.getByLabelText('What should the applicant send?'), {
      target: { value: ' November’s tips ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('The applicants have been asked for more documents.'),
    );
    expect(api.sent(documentsPath)).toEqual([{ source_ids: [8], note: 'November’s tips' }]);
  });
});

describe('GuarantorRequestForm', () => {
  const label = 'Note for the primary applicant (optional)';

  it('refuses a note too long for the request, and sends nothing', async () => {
    const api = renderWithApi(<GuarantorRequestForm file={file} onCancel={() => {}} onDone={() => {}} />);
    fireEvent.input(screen.getByLabelText(label), { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please keep the note under 2000 characters.')).toBeTruthy();
    expect(api.requested).toEqual([]);
  });

  it('sends the note, or no note when none is written', async () => {
    const onDone = vi.fn();
    const api = renderWithApi(<GuarantorRequestForm file={file} onCancel={() => {}} onDone={onDone} />, {
      [guarantorPath]: [{ status: 200, body: { applicant_id: 3 } }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.sent(guarantorPath)).toEqual([{}]));
    fireEvent.input(screen.getByLabelText(label), { target: { value: 'A parent would do.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.sent(guarantorPath)).toEqual([{}, { note: 'A parent would do.' }]));
    expect(onDone).toHaveBeenCalledWith('The primary applicant has been asked to invite a guarantor.');
  });
});
