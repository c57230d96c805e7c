// @vitest-environment happy-dom
import type { PaymentMethod } from '@portal/domain/schemas/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityProvider } from '@/lib/community-context';
import { t } from '@/lib/i18n';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import { communityFixture } from '@/test-support/community-fixture';
import { fakeApi } from '@/test-support/fake-api';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { PayForm } from './PayForm';

const transaction = leaseTransactionFixture();
const api = `/api/transaction/${transaction.id}`;
const card: PaymentMethod = {
  id: 5,
  kind: 'card',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  status: null,
  owner_name: null,
  verification_deadline: null,
  created_at: '2026-11-21T00:00:00Z',
};
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

function renderPayForm(methods: PaymentMethod[], onPaid = vi.fn()) {
  fakeApi({
    [`${api}/payments/methods/`]: [{ status: 200, body: { payment_methods: methods } }],
    [`${api}/payment`]: [{ status: 201, body: receipt }],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CommunityProvider value={communityFixture()}>
        <TransactionProvider value={transaction}>
          <MemoryRouter>
            <PayForm balance={30_000} acceptsBank={false} onPaid={onPaid} />
          </MemoryRouter>
        </TransactionProvider>
      </CommunityProvider>
    </QueryClientProvider>,
  );
  return onPaid;
}

const payments = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([input, init]) => String(input) === `${api}/payment` && init?.method === 'POST');
const pay = async () =>
  fireEvent.click(await screen.findByRole('button', { name: t('payments.fees.pay', { amount: '$300.00' }) }));

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

  it('pays with the saved method chosen, under one Idempotency-Key', async () => {
    const onPaid = renderPayForm([card]);
    await pay();
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(receipt));
    const [[, init]] = payments() as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ payment_method_id: card.id });
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });
});
