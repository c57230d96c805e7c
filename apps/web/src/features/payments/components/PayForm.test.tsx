// @vitest-environment happy-dom
import type { PaymentMethod } from '@portal/domain/schemas/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityProvider } from '@/lib/community-context';
import { t } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import { communityFixture } from '@/test-support/community-fixture';
import { fakeApi } from '@/test-support/fake-api';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { preparedPaymentQueryKey } from '../api/pay';
import { PayForm } from './PayForm';

const transaction = leaseTransactionFixture();
const api = `/api/transaction/${transaction.id}`;
const card: PaymentMethod = {
  id: 5,
  kind: 'card',
  brand: 'visa',
  last4: '4242',
  label: 'Visa ending in 4242',
  exp_month: 12,
  exp_year: 2030,
  status: null,
  owner_name: null,
  verification_deadline: null,
  verification_url: null,
  payment_method_token: 'pm_sandbox_card',
  created_at: '2026-11-21T00:00:00Z',
};
const prepared = (id: string, amount: number) => ({
  intent: { id, client_secret: `${id}_secret`, status: 'requires_confirmation', amount },
  amount,
  line_items: [],
});
const receipt = {
  id: 90,
  status: 'succeeded',
  amount: 30_000,
  currency: 'usd',
  line_items: [],
  payment_method_id: card.id,
  created_at: '2026-11-21T00:00:00Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body?: unknown };

function renderPayForm(
  methods: PaymentMethod[],
  onPaid = vi.fn(),
  {
    preparedPayments = [{ status: 201, body: prepared('pi_sandbox_1', 30_000) }],
    paymentAnswers = [{ status: 201, body: receipt }],
  }: { preparedPayments?: Answer[]; paymentAnswers?: Answer[] } = {},
) {
  fakeApi({
    [`${api}/payments/methods/`]: [{ status: 200, body: { payment_methods: methods } }],
    [`${api}/payments/intents/create/`]: preparedPayments,
    [`${api}/payment`]: paymentAnswers,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CommunityProvider value={communityFixture()}>
        <TransactionProvider value={transaction}>
          <MemoryRouter>
            <PayForm acceptsBank={false} onPaid={onPaid} />
          </MemoryRouter>
        </TransactionProvider>
      </CommunityProvider>
    </QueryClientProvider>,
  );
  return { onPaid, client };
}

/** Prepares the payment again, its answer held until the returned function is called. */
function prepareAgainHeld(client: QueryClient): () => void {
  let release = () => {};
  const answered = vi.mocked(fetch).getMockImplementation();
  vi.mocked(fetch).mockImplementationOnce(async (input, init) => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return answered ? answered(input, init) : new Response(null, { status: 404 });
  });
  void client.invalidateQueries({ queryKey: preparedPaymentQueryKey(transaction.id) });
  return () => release();
}

const payments = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([input, init]) => String(input) === `${api}/payment` && init?.method === 'POST');
const sent = () =>
  (payments() as [unknown, RequestInit][]).map(([, init]) => ({
    body: JSON.parse(String(init.body)),
    key: new Headers(init.headers).get('Idempotency-Key'),
  }));
const pay = async (amount = '$300.00') =>
  fireEvent.click(await screen.findByRole('button', { name: t('payments.fees.pay', { amount }) }));

describe('PayForm', () => {
  it('asks for the new card to be saved first, at the top of the form, and charges nothing', async () => {
    renderPayForm([]);
    expect(
      (await screen.findByRole('radio', { name: new RegExp(t('payments.fees.newCard')) })).matches(
        ':checked',
      ),
    ).toBe(true);
    await pay();
    expect(await screen.findByText(t('payments.fees.addCardFirst'))).toBeTruthy();
    expect(payments()).toEqual([]);
  });

  it('pays the payment the server prepared with the saved method chosen, under one Idempotency-Key', async () => {
    const { onPaid } = renderPayForm([card]);
    await pay();
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(receipt));
    const [attempt] = sent();
    expect(attempt?.body).toEqual({ payment_method_id: card.id, payment_intent_id: 'pi_sandbox_1' });
    expect(attempt?.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps the prepared payment on screen when preparing it again fails', async () => {
    const declined = 'Your card was declined.';
    renderPayForm([card], vi.fn(), {
      preparedPayments: [
        { status: 201, body: prepared('pi_sandbox_1', 30_000) },
        { status: 409, body: { error_type: 'Conflict', message: 'Nothing is due from you right now.' } },
      ],
      paymentAnswers: [{ status: 402, body: { error_type: 'ValidationError', message: declined } }],
    });
    await pay();
    expect(await screen.findByText(declined)).toBeTruthy();
    await waitFor(() =>
      expect(
        vi.mocked(fetch).mock.calls.filter(([input]) => String(input).endsWith('/intents/create/')),
      ).toHaveLength(2),
    );
    expect(
      await screen.findByRole('button', { name: t('payments.fees.pay', { amount: '$300.00' }) }),
    ).toBeTruthy();
    expect(screen.queryByText(oops(t('payments.fees.prepareFailed')))).toBeNull();
  });

  it('sends a lost attempt again as it was, and the new amount once what is due changed', async () => {
    const changed =
      'What you owe has changed since this payment was prepared. Please check the new amount and pay again.';
    const { onPaid } = renderPayForm([card], vi.fn(), {
      preparedPayments: [
        { status: 201, body: prepared('pi_sandbox_1', 30_000) },
        { status: 201, body: prepared('pi_sandbox_2', 5_000) },
      ],
      paymentAnswers: [
        { status: 502 },
        {
          status: 400,
          body: { error_type: 'ValidationError', message: changed, errors: { payment_intent_id: [changed] } },
        },
        { status: 201, body: receipt },
      ],
    });
    await pay();
    await screen.findByText(t('payments.fees.payFailed'));
    await pay();
    expect(await screen.findByText(changed)).toBeTruthy();
    // Prepared again: the button says what the next attempt charges.
    await pay('$50.00');
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(receipt));
    const [lost, retried, fresh] = sent();
    expect(retried).toEqual(lost);
    expect(lost?.body.payment_intent_id).toBe('pi_sandbox_1');
    expect(fresh?.body.payment_intent_id).toBe('pi_sandbox_2');
    expect(fresh?.key).not.toBe(lost?.key);
  });

  it('keeps a press made while the payment is prepared again, and pays once it is ready', async () => {
    const { onPaid, client } = renderPayForm([card], vi.fn(), {
      preparedPayments: [
        { status: 201, body: prepared('pi_sandbox_1', 30_000) },
        { status: 201, body: prepared('pi_sandbox_1', 30_000) },
      ],
    });
    await screen.findByRole('button', { name: t('payments.fees.pay', { amount: '$300.00' }) });
    const release = prepareAgainHeld(client);
    await pay();
    expect(await screen.findByRole('button', { name: t('payments.fees.paying') })).toBeTruthy();
    expect(payments()).toEqual([]);
    release();
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(receipt));
    expect(sent().map((attempt) => attempt.body.payment_intent_id)).toEqual(['pi_sandbox_1']);
  });

  it('pays nothing when the amount changed while the press waited, and says the new amount', async () => {
    const { onPaid, client } = renderPayForm([card], vi.fn(), {
      preparedPayments: [
        { status: 201, body: prepared('pi_sandbox_1', 30_000) },
        { status: 201, body: prepared('pi_sandbox_2', 5_000) },
      ],
    });
    await screen.findByRole('button', { name: t('payments.fees.pay', { amount: '$300.00' }) });
    const release = prepareAgainHeld(client);
    await pay();
    release();
    expect(await screen.findByText(t('payments.fees.amountNowIs', { amount: '$50.00' }))).toBeTruthy();
    expect(payments()).toEqual([]);
    await pay('$50.00');
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(receipt));
  });
});
