// @vitest-environment happy-dom
import type { PaymentMethod } from '@portal/domain/schemas/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/lib/i18n';
import { fakeApi } from '@/test-support/fake-api';
import { AddBankAccountForm } from './AddBankAccountForm';
import { VerifyBankForm } from './VerifyBankForm';

const TRANSACTION_ID = 7;
const api = `/api/transaction/${TRANSACTION_ID}/payments`;
const bank: PaymentMethod = {
  id: 31,
  kind: 'bank',
  brand: 'Sandbox Bank',
  last4: '6789',
  label: 'Sandbox Bank account ending in 6789',
  exp_month: null,
  exp_year: null,
  status: 10,
  owner_name: 'Robin Okafor',
  verification_deadline: '2026-12-01T00:00:00Z',
  verification_url: `${api}/methods/31/verify/`,
  payment_method_token: 'pm_sandbox_bank',
  created_at: '2026-11-21T00:00:00Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(form: ReactNode) {
  render(<QueryClientProvider client={new QueryClient()}>{form}</QueryClientProvider>);
}

/** The JSON bodies the page posted to `path`. */
const postedTo = (path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([input, init]) => String(input) === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('AddBankAccountForm', () => {
  const fill = (name: string, routing: string, account: string) => {
    type(t('payments.methodsPage.ownerName'), name);
    type(t('payments.methodsPage.routingNumber'), routing);
    type(t('payments.methodsPage.accountNumber'), account);
  };
  const add = () =>
    fireEvent.click(screen.getByRole('button', { name: t('payments.methodsPage.addBankButton') }));

  it("starts with the user's own name on the account (WCAG 3.3.7), and again after an account is added", async () => {
    fakeApi({ [`${api}/bank-accounts/`]: [{ status: 201, body: bank }] });
    const onAdded = vi.fn();
    renderForm(
      <AddBankAccountForm transactionId={TRANSACTION_ID} ownerName="Robin Okafor" onAdded={onAdded} />,
    );
    const name = () => screen.getByLabelText<HTMLInputElement>(t('payments.methodsPage.ownerName')).value;
    expect(name()).toBe('Robin Okafor');
    type(t('payments.methodsPage.routingNumber'), '110000000');
    type(t('payments.methodsPage.accountNumber'), '000123456789');
    add();
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(bank));
    expect(postedTo(`${api}/bank-accounts/`)).toEqual([
      { owner_name: 'Robin Okafor', routing_number: '110000000', account_number: '000123456789' },
    ]);
    expect(name()).toBe('Robin Okafor');
  });

  it('names a missing name under its field and sends nothing', async () => {
    fakeApi({});
    renderForm(
      <AddBankAccountForm transactionId={TRANSACTION_ID} ownerName="Robin Okafor" onAdded={vi.fn()} />,
    );
    fill('  ', '110000000', '000123456789');
    add();
    const name = screen.getByLabelText(t('payments.methodsPage.ownerName'));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter the name on the account.')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(postedTo(`${api}/bank-accounts/`)).toEqual([]);
  });

  it('sends the trimmed values, then forgets them', async () => {
    fakeApi({ [`${api}/bank-accounts/`]: [{ status: 201, body: bank }] });
    const onAdded = vi.fn();
    renderForm(
      <AddBankAccountForm transactionId={TRANSACTION_ID} ownerName="Robin Okafor" onAdded={onAdded} />,
    );
    fill(' Robin Okafor ', '110000000 ', '000123456789');
    add();
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(bank));
    expect(postedTo(`${api}/bank-accounts/`)).toEqual([
      { owner_name: 'Robin Okafor', routing_number: '110000000', account_number: '000123456789' },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>(t('payments.methodsPage.accountNumber')).value).toBe('');
  });

  it("puts the server's message under the field it is about", async () => {
    const message = 'Enter a valid 9-digit routing number.';
    fakeApi({
      [`${api}/bank-accounts/`]: [
        {
          status: 400,
          body: { error_type: 'ValidationError', message, errors: { routing_number: [message] } },
        },
      ],
    });
    renderForm(
      <AddBankAccountForm transactionId={TRANSACTION_ID} ownerName="Robin Okafor" onAdded={vi.fn()} />,
    );
    fill('Robin Okafor', '123456789', '000123456789');
    add();
    expect(await screen.findByText(message)).toBeTruthy();
    const routing = screen.getByLabelText(t('payments.methodsPage.routingNumber'));
    expect(routing.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(routing);
  });
});

describe('VerifyBankForm', () => {
  const verify = () =>
    fireEvent.click(screen.getByRole('button', { name: t('payments.methodsPage.verify') }));

  it("says a deposit that is not read as cents in the page's words, and sends nothing", async () => {
    fakeApi({});
    renderForm(<VerifyBankForm transactionId={TRANSACTION_ID} method={bank} onVerified={vi.fn()} />);
    type(t('payments.methodsPage.firstDeposit'), '0.3');
    type(t('payments.methodsPage.secondDeposit'), '0.00');
    verify();
    await waitFor(() => expect(screen.getAllByText(t('payments.methodsPage.depositFormat'))).toHaveLength(2));
    expect(postedTo(`${api}/methods/${bank.id}/verify/`)).toEqual([]);
  });

  it('sends the two deposits as the cents the API takes', async () => {
    fakeApi({ [`${api}/methods/${bank.id}/verify/`]: [{ status: 200, body: { ...bank, status: 20 } }] });
    const onVerified = vi.fn();
    renderForm(<VerifyBankForm transactionId={TRANSACTION_ID} method={bank} onVerified={onVerified} />);
    type(t('payments.methodsPage.firstDeposit'), ' $0.32 ');
    type(t('payments.methodsPage.secondDeposit'), '.07');
    verify();
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(postedTo(`${api}/methods/${bank.id}/verify/`)).toEqual([{ amounts: [32, 7] }]);
  });
});
