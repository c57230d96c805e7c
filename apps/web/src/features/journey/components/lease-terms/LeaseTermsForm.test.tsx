// @vitest-environment happy-dom
import '@/lib/i18n';
import type { AvailableLeaseTerms } from '@portal/domain/schemas/lease-terms';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTransaction } from '@/shared/journey-step/render-in-transaction';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { LeaseTermsForm } from './LeaseTermsForm';

const available: AvailableLeaseTerms = {
  lease_terms: [
    { lease_term: 6, monthly_rent: 164_450, lease_end_date: null },
    { lease_term: 12, monthly_rent: 149_500, lease_end_date: null },
  ],
  move_in_window: { earliest: '2026-12-01', latest: '2027-02-20' },
};
const transaction = leaseTransactionFixture();
const leaseEndPath = (moveInDate: string, months: number) =>
  `/api/lease-end-date/?lease_settings_id=1&move_in_date=${moveInDate}&lease_term=${months}`;
const endsOn = (date: string) => [{ status: 200, body: { lease_end_date: date } }];
const renderForm = (answers: Parameters<typeof renderInTransaction>[1] = {}, shown = transaction) =>
  renderInTransaction(
    <LeaseTermsForm transaction={shown} available={available} focusOnMount={false} />,
    answers,
    shown,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LeaseTermsForm', () => {
  it('asks for a move-in date and a term under their fields, focuses the date and sends nothing', async () => {
    const { requested } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const dateError = await screen.findByText('Choose a move-in date');
    const date = screen.getByLabelText('Move-in date');
    expect(date.getAttribute('aria-describedby')).toContain(dateError.id);
    const termError = screen.getByText('Choose a lease term');
    expect(screen.getByRole('group', { name: 'Lease term' }).getAttribute('aria-describedby')).toBe(
      termError.id,
    );
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(requested).not.toContain('/api/transactions/7/');
  });

  it('points out a date outside the window when the field is left, not an empty one', async () => {
    renderForm();
    const date = screen.getByLabelText('Move-in date');
    fireEvent.blur(date);
    fireEvent.change(date, { target: { value: '2027-06-01' } });
    fireEvent.blur(date);

    expect(
      await screen.findByText('Choose a move-in date between December 1, 2026 and February 20, 2027.'),
    ).toBeTruthy();
    expect(screen.queryByText('Choose a move-in date')).toBeNull();
    fireEvent.change(date, { target: { value: '2026-12-15' } });
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBeNull());
  });

  it('saves the date and the term’s months, then finishes the page', async () => {
    const { requested, sent } = renderForm({
      '/api/transactions/7/': [{ status: 200, body: transaction }],
      '/api/page-complete/7/': [{ status: 200, body: transaction }],
      [leaseEndPath('2026-12-15', 12)]: endsOn('2027-12-14'),
    });
    fireEvent.change(screen.getByLabelText('Move-in date'), { target: { value: '2026-12-15' } });
    fireEvent.click(screen.getByRole('radio', { name: /^12 months/ }));
    expect(await screen.findByText('Your lease ends December 14, 2027')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(requested).toContain('/api/page-complete/7/'));
    expect(sent('/api/transactions/7/')).toEqual([{ move_in_date: '2026-12-15', lease_term: 12 }]);
    expect(sent('/api/page-complete/7/')).toEqual([{ page: 'lease-terms' }]);
  });

  it('starts from the saved date and term', async () => {
    renderForm(
      { [leaseEndPath('2026-12-15', 12)]: endsOn('2027-12-14') },
      leaseTransactionFixture({ move_in_date: '2026-12-15', lease_term: 12 }),
    );
    expect((screen.getByLabelText('Move-in date') as HTMLInputElement).value).toBe('2026-12-15');
    expect((screen.getByRole('radio', { name: /^12 months/ }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('Your lease ends December 14, 2027')).toBeTruthy();
  });

  it('shows the end date the API gives once the choices rest, asking once for them', async () => {
    const { requested } = renderForm({ [leaseEndPath('2027-01-31', 6)]: endsOn('2027-07-30') });
    const date = screen.getByLabelText('Move-in date');
    fireEvent.change(date, { target: { value: '2027-01-30' } });
    fireEvent.click(screen.getByRole('radio', { name: /^12 months/ }));
    fireEvent.change(date, { target: { value: '2027-01-31' } });
    fireEvent.click(screen.getByRole('radio', { name: /^6 months/ }));

    expect(await screen.findByText('Your lease ends July 30, 2027')).toBeTruthy();
    expect(requested.filter((path) => path.startsWith('/api/lease-end-date/'))).toEqual([
      leaseEndPath('2027-01-31', 6),
    ]);
  });

  it('shows no end date when the API cannot date the lease', async () => {
    const { requested } = renderForm({ [leaseEndPath('2026-12-15', 12)]: [{ status: 400 }] });
    fireEvent.change(screen.getByLabelText('Move-in date'), { target: { value: '2026-12-15' } });
    fireEvent.click(screen.getByRole('radio', { name: /^12 months/ }));

    await waitFor(() => expect(requested).toContain(leaseEndPath('2026-12-15', 12)));
    expect(screen.queryByText(/^Your lease ends/)).toBeNull();
  });

  it('lets another applicant only finish the page', async () => {
    const roommate = leaseTransactionFixture({
      applicant: { id: 12, role: 20, has_access_to_application_link: true },
    });
    const { requested } = renderForm(
      { '/api/page-complete/7/': [{ status: 200, body: roommate }] },
      roommate,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(requested).toContain('/api/page-complete/7/'));
    expect(requested).not.toContain('/api/transactions/7/');
  });
});
