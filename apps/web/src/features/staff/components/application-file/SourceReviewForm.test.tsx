// @vitest-environment happy-dom
import '@/lib/i18n';
import type { FinancialSource } from '@portal/domain/schemas/financial-sources';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test-support/render-with-api';
import { SourceReviewForm } from './SourceReviewForm';

const source = { id: 7, status: 10, adjusted_amount: null } as FinancialSource;
const path = '/api/staff/applications/42/financial-sources/7/';

function renderForm(answers: Parameters<typeof renderWithApi>[1] = {}) {
  const onDone = vi.fn();
  const api = renderWithApi(
    <SourceReviewForm applicationId={42} source={source} name="Robin Quinn" onDone={onDone} />,
    answers,
  );
  return { ...api, onDone };
}

const amount = () => screen.getByLabelText('Verified amount per year (USD)');
const save = () => fireEvent.click(screen.getByRole('button', { name: /save/i }));

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

describe('SourceReviewForm', () => {
  it('says under the amount that it is not one, and sends nothing', async () => {
    const api = renderForm();
    fireEvent.input(amount(), { target: { value: '-20' } });
    save();
    expect(
      await screen.findByText('Enter the additional amount in dollars, for example 1495.00.'),
    ).toBeTruthy();
    expect(api.requested).toEqual([]);
  });

  it('sends the status and the amount in cents, or no amount when left empty', async () => {
    const api = renderForm({ [path]: [{ status: 200, body: { ...source, status: 20 } }] });
    fireEvent.change(screen.getByLabelText('Verification'), { target: { value: 'verified' } });
    fireEvent.input(amount(), { target: { value: '$72,000' } });
    save();
    await waitFor(() => expect(api.onDone).toHaveBeenCalledWith(expect.stringContaining('Robin Quinn')));
    fireEvent.input(amount(), { target: { value: '' } });
    save();
    await waitFor(() =>
      expect(api.sent(path)).toEqual([
        { status: 'verified', adjusted_amount: 7_200_000 },
        { status: 'verified', adjusted_amount: null },
      ]),
    );
  });
});
