// @vitest-environment happy-dom
import '@/lib/i18n';
import type { NoticeToVacate } from '@portal/domain/schemas/vacate';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test-support/render-with-api';
import { NoticeSection } from './NoticeSection';

const notice: NoticeToVacate = {
  id: 42,
  type: 40,
  status: 7,
  state: 'given',
  lease_id: 5,
  move_out_date: '2027-02-05',
  reasons: ['Relocating for work'],
  other: null,
  forwarding_address: {
    address_street: '500 Congress Ave',
    address_line_2: null,
    address_city: 'Austin',
    address_state: 'TX',
    address_postal_code: '78701',
  },
  requires_signature: false,
  is_signed: true,
  decline_reason: null,
  created_at: '2026-11-25T12:00:00.000Z',
};

const noticePath = '/api/staff/applications/42/notice-to-vacate/';
const decisionPath = '/api/staff/applications/42/notice-to-vacate/decision/';

// The form fetches its schema when first used: fetched here once, so no check waits on the module loader.
beforeAll(() =>
  Promise.all([
    import('@portal/domain/schemas/vacate'),
    import('@/features/staff/lib/request-form-schema'),
    import('@hookform/resolvers/zod'),
  ]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDecline(answers: Parameters<typeof renderWithApi>[1]) {
  const onDone = vi.fn();
  const api = renderWithApi(<NoticeSection id={42} onDone={onDone} />, {
    [noticePath]: [{ status: 200, body: notice }],
    ...answers,
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Decline notice…' }));
  return { ...api, onDone };
}

describe('NoticeSection', () => {
  it('says when the notice could not be read, with a Retry that reads it again', async () => {
    renderWithApi(<NoticeSection id={42} onDone={() => {}} />, {
      [noticePath]: [{ status: 500 }, { status: 200, body: notice }],
    });
    expect(screen.getByText('Loading the application…')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Given: waiting for your answer')).toBeTruthy();
  });

  it('asks for the reason for declining under its field, and sends nothing', async () => {
    const api = await openDecline({});
    fireEvent.click(screen.getByRole('button', { name: 'Decline notice' }));
    expect(await screen.findByText('Give a reason for declining the notice')).toBeTruthy();
    expect(api.sent(decisionPath)).toEqual([]);
  });

  it('declines with the reason written', async () => {
    const api = await openDecline({ [decisionPath]: [{ status: 200, body: {} }] });
    fireEvent.input(screen.getByLabelText('Reason for declining'), {
      target: { value: ' The lease has a year to run. ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Decline notice' }));
    await waitFor(() =>
      expect(api.onDone).toHaveBeenCalledWith(
        'The notice to vacate 42 is declined; the lease is as it was before the notice.',
      ),
    );
    expect(api.sent(decisionPath)).toEqual([{ decision: 'decline', reason: 'The lease has a year to run.' }]);
  });
});
