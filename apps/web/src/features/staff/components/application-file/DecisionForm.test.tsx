// @vitest-environment happy-dom
import '@/lib/i18n';
import type { Recommendation } from '@portal/domain/schemas/recommendation';
import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recommendationFixture } from '@/features/staff/lib/recommendation-fixture';
import { renderWithApi } from '@/test-support/render-with-api';
import { DecisionForm } from './DecisionForm';

const path = '/api/staff/applications/42/decision/';

const fileRecommending = (overrides: Partial<Recommendation>) =>
  ({ id: 42, recommendation: recommendationFixture(overrides) }) as StaffApplicationFile;

function renderForm(file: StaffApplicationFile, answers: Parameters<typeof renderWithApi>[1] = {}) {
  const onDone = vi.fn();
  const api = renderWithApi(<DecisionForm file={file} onCancel={() => {}} onDone={onDone} />, answers);
  return { ...api, onDone };
}

const record = () => fireEvent.click(screen.getByRole('button', { name: 'Record decision' }));

// The form fetches its schema when first used: fetched here once, so no check waits on the module loader.
beforeAll(() =>
  Promise.all([
    import('@portal/domain/schemas/staff-decision'),
    import('@/features/staff/lib/request-form-schema'),
    import('@hookform/resolvers/zod'),
  ]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DecisionForm', () => {
  it('says under the amount that it is not one, and sends nothing', async () => {
    const api = renderForm(
      fileRecommending({
        decision: 'conditionally_approve',
        additional_deposit: { amount_cents: 150_000, kind: 'security_deposit' },
      }),
    );
    const amount = screen.getByLabelText('Additional amount (USD)');
    fireEvent.input(amount, { target: { value: 'a lot' } });
    record();
    expect(
      await screen.findByText('Enter the additional amount in dollars, for example 1495.00.'),
    ).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(api.requested).toEqual([]);
  });

  it('asks for the reasons of a denial and why it departs from the recommendation', async () => {
    const api = renderForm(fileRecommending({ decision: 'approve' }));
    fireEvent.click(screen.getByLabelText('Deny'));
    record();
    expect(await screen.findByText('Choose at least one reason for the denial.')).toBeTruthy();
    expect(
      screen.getByText(
        'This decision departs from the recommendation. Please write down why, for the record.',
      ),
    ).toBeTruthy();
    expect(api.requested).toEqual([]);
  });

  it('sends the conditional approval in cents, with the kind chosen, and says it is done', async () => {
    const api = renderForm(
      fileRecommending({
        decision: 'conditionally_approve',
        additional_deposit: { amount_cents: 150_000, kind: 'security_deposit' },
      }),
      { [path]: [{ status: 200, body: {} }] },
    );
    expect((screen.getByLabelText('Additional amount (USD)') as HTMLInputElement).value).toBe('1500.00');
    fireEvent.input(screen.getByLabelText('Additional amount (USD)'), { target: { value: '$1,495.50' } });
    fireEvent.click(screen.getByLabelText('Security fee (non-refundable)'));
    record();
    await waitFor(() =>
      expect(api.onDone).toHaveBeenCalledWith(
        'Application 42 is conditionally approved. Every adult on it has been e-mailed.',
      ),
    );
    expect(api.sent(path)).toEqual([
      { decision: 'conditionally_approve', additional_deposit_cents: 149_550, kind: 'security_fee' },
    ]);
  });

  it('sends a denial with its reasons and the reason for departing, without an empty note', async () => {
    const api = renderForm(fileRecommending({ decision: 'approve' }), {
      [path]: [{ status: 200, body: {} }],
    });
    fireEvent.click(screen.getByLabelText('Deny'));
    fireEvent.click(screen.getByLabelText('Eviction record'));
    fireEvent.input(screen.getByLabelText('Why this departs from the recommendation'), {
      target: { value: 'An eviction last year.' },
    });
    record();
    await waitFor(() => expect(api.sent(path)).toHaveLength(1));
    expect(api.sent(path)[0]).toEqual({
      decision: 'deny',
      reasons: ['eviction'],
      override_reason: 'An eviction last year.',
    });
  });

  it('does nothing until a decision is chosen', async () => {
    const api = renderForm(fileRecommending({ decision: 'request_guarantor' }));
    record();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requested).toEqual([]);
    expect(screen.queryByText('Choose approve, conditionally approve or deny.')).toBeNull();
  });

  it('shows the server’s message under its field', async () => {
    renderForm(fileRecommending({ decision: 'approve' }), {
      [path]: [
        {
          status: 400,
          body: {
            error_type: 'ValidationError',
            message: 'Invalid request',
            errors: { reasons: ['Choose each reason once.'] },
          },
        },
      ],
    });
    fireEvent.click(screen.getByLabelText('Deny'));
    fireEvent.click(screen.getByLabelText('Credit history'));
    fireEvent.input(screen.getByLabelText('Why this departs from the recommendation'), {
      target: { value: 'Why' },
    });
    record();
    expect(await screen.findByText('Choose each reason once.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Credit history'));
  });
});
