// @vitest-environment happy-dom
import '@/lib/i18n';
import type { Lease } from '@portal/domain/schemas/lease';
import type { StaffLeaseDetail } from '@portal/domain/schemas/staff-leases';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test-support/render-with-api';
import { LeaseChangeForm } from './LeaseChangeForm';

const detail = {
  lease: { id: 5, monthly_items: [{ name: 'Rent', amount: 189_000, tax: 0 }] } as Lease,
  residents: [{ id: 11, name: 'Jordan Reyes', email: 'jordan@example.com', role: 10 }],
  transactions: [],
  rental_options: [],
  can_send_changes: true,
} as StaffLeaseDetail;

const path = '/api/staff/leases/5/changes/';
const sent = { transaction_id: 77, type: 20, documents: [{ id: 1, name: 'Lease Revision' }] };

function renderForm(answers: Parameters<typeof renderWithApi>[1] = {}) {
  const onDone = vi.fn();
  const api = renderWithApi(<LeaseChangeForm detail={detail} onCancel={() => {}} onDone={onDone} />, answers);
  return { ...api, onDone };
}

const choose = (label: string) =>
  fireEvent.change(screen.getByLabelText('What to send'), { target: { value: label } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send to Sign' }));

// The form fetches its schema when first used: fetched here once, so no check waits on the module loader.
beforeAll(() =>
  Promise.all([
    import('@portal/domain/schemas/staff-leases'),
    import('@/features/staff/lib/request-form-schema'),
    import('@hookform/resolvers/zod'),
  ]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LeaseChangeForm', () => {
  it('offers only the changes the lease can take', () => {
    renderForm();
    const offered = Array.from(
      screen.getByLabelText('What to send').querySelectorAll('option'),
      (o) => o.value,
    );
    expect(offered).toEqual(['renters_insurance_addendum', 'lease_addendum', 'add_roommate']);
  });

  it('says under each field of a new roommate what is missing, and sends nothing', async () => {
    const api = renderForm();
    choose('add_roommate');
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'not an e-mail' } });
    send();
    expect(await screen.findByText('Invalid first name')).toBeTruthy();
    expect(screen.getByText('Invalid last name')).toBeTruthy();
    expect(screen.getByText('Email must be a valid email')).toBeTruthy();
    expect(api.requested).toEqual([]);
  });

  it('sends the new roommate, and says what was sent', async () => {
    const api = renderForm({ [path]: [{ status: 201, body: sent }] });
    choose('add_roommate');
    fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Sam' } });
    fireEvent.input(screen.getByLabelText('Last name'), { target: { value: 'Lee' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'Sam@Example.com' } });
    send();
    await waitFor(() =>
      expect(api.onDone).toHaveBeenCalledWith('Lease Revision sent to sign (transaction 77).'),
    );
    expect(api.sent(path)).toEqual([
      { kind: 'add_roommate', first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com' },
    ]);
  });

  it('shows the server’s message under the terms of an addendum sent without them', async () => {
    renderForm({
      [path]: [
        {
          status: 400,
          body: {
            error_type: 'ValidationError',
            message: 'Invalid request',
            errors: { terms: ['Write the terms of the addendum.'] },
          },
        },
      ],
    });
    choose('lease_addendum');
    send();
    expect(await screen.findByText('Write the terms of the addendum.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Terms of the addendum'));
  });
});
