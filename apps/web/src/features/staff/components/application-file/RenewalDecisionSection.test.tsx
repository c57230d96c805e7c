// @vitest-environment happy-dom
import '@/lib/i18n';
import { ApplicationStatus } from '@portal/domain/constants/application-status';
import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test-support/render-with-api';
import { RenewalDecisionSection } from './RenewalDecisionSection';

const file = {
  id: 42,
  status: ApplicationStatus.Submitted,
  lease_term: '12',
  monthly_rent_cents: 189_000,
  move_in_date: '2027-02-06',
} as unknown as StaffApplicationFile;

const path = '/api/staff/applications/42/renewal-decision/';

function openDialog(answers: Parameters<typeof renderWithApi>[1] = {}) {
  const onDone = vi.fn();
  const api = renderWithApi(<RenewalDecisionSection file={file} onDone={onDone} />, answers);
  fireEvent.click(screen.getByRole('button', { name: 'Approve or decline…' }));
  return { ...api, onDone };
}

// The form fetches its schema when first used: fetched here once, so no check waits on the module loader.
beforeAll(() =>
  Promise.all([
    import('@portal/domain/schemas/renewal'),
    import('@/features/staff/lib/request-form-schema'),
    import('@hookform/resolvers/zod'),
  ]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RenewalDecisionSection', () => {
  it('asks why a renewal is declined, under the reason, and sends nothing', async () => {
    const api = openDialog();
    fireEvent.click(screen.getByLabelText('Decline the renewal'));
    fireEvent.click(screen.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText('Write down why the renewal is declined.')).toBeTruthy();
    expect(api.requested).toEqual([]);
  });

  it('sends the decision with its reason', async () => {
    const api = openDialog({ [path]: [{ status: 200, body: {} }] });
    fireEvent.click(screen.getByLabelText('Decline the renewal'));
    fireEvent.input(screen.getByLabelText('Reason'), { target: { value: 'The unit is being renovated.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record decision' }));
    await waitFor(() => expect(api.onDone).toHaveBeenCalledWith('Renewal 42 is declined.'));
    expect(api.sent(path)).toEqual([{ decision: 'decline', reason: 'The unit is being renovated.' }]);
  });
});
