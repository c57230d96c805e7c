// @vitest-environment happy-dom
import '@/lib/i18n';
import type { StaffLeaseDocument } from '@portal/domain/schemas/staff-application-file';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test-support/render-with-api';
import { GuestSignerForm } from './LeaseActionForms';

const lease = { id: 31, name: 'Residential Lease' } as StaffLeaseDocument;
const path = '/api/staff/applications/42/guest-signers/';

function renderForm(answers: Parameters<typeof renderWithApi>[1] = {}) {
  const onDone = vi.fn();
  const api = renderWithApi(
    <GuestSignerForm applicationId={42} documents={[lease]} onCancel={() => {}} onDone={onDone} />,
    answers,
  );
  return { ...api, onDone };
}

const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add signer' }));

// The form fetches its schema when first used: fetched here once, so no check waits on the module loader.
beforeAll(() =>
  Promise.all([
    import('@portal/domain/schemas/signing'),
    import('@/features/staff/lib/request-form-schema'),
    import('@hookform/resolvers/zod'),
  ]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GuestSignerForm', () => {
  it('asks for a name and a valid e-mail under their fields, and sends nothing', async () => {
    const api = renderForm();
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'lee@' } });
    add();
    expect(await screen.findByText('Enter the signer’s name')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(api.requested).toEqual([]);
  });

  it('adds a signer of a sent document, or a guarantor with an agreement of their own', async () => {
    const api = renderForm({ [path]: [{ status: 201, body: {} }] });
    fireEvent.input(screen.getByLabelText('Full name'), { target: { value: ' Lee Park ' } });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'lee@example.com' } });
    add();
    await waitFor(() => expect(api.onDone).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByLabelText('Document to sign'), { target: { value: 'guarantor' } });
    add();
    await waitFor(() => expect(api.onDone).toHaveBeenCalledTimes(2));
    expect(api.sent(path)).toEqual([
      { name: 'Lee Park', email: 'lee@example.com', document_id: 31 },
      { name: 'Lee Park', email: 'lee@example.com', guarantor: true },
    ]);
  });
});
