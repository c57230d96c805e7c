// @vitest-environment happy-dom
import { SCREENING_TERMS_REQUIRED } from '@portal/domain/schemas/screening';
import { ssnMessages } from '@portal/domain/screening/tax-id';
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
import { ScreeningForm } from './ScreeningForm';

const transaction = leaseTransactionFixture();
const screeningPath = `/api/transaction/${transaction.id}/screening/`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  fakeApi({
    [screeningPath]: [
      {
        status: 201,
        body: {
          transaction_id: transaction.id,
          applicant_id: 11,
          tax_id_type: 'ssn',
          tax_id_last4: '0001',
          terms_revision: '2026-01-01',
          consented_at: '2026-11-21T00:00:00Z',
        },
      },
    ],
    [`/api/transactions/${transaction.id}/`]: [{ status: 200, body: transaction }],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CommunityProvider value={communityFixture()}>
        <TransactionProvider value={transaction}>
          <MemoryRouter>
            <ScreeningForm />
          </MemoryRouter>
        </TransactionProvider>
      </CommunityProvider>
    </QueryClientProvider>,
  );
}

const posted = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([input, init]) => String(input) === screeningPath && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
const consent = () => screen.getByRole('checkbox', { name: t('screening.form.accept') });
const typeNumber = (label: string, digits: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: digits } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: t('screening.form.submit') }));

describe('ScreeningForm', () => {
  it('names the missing consent and a short SSN under their fields, focuses the first, and sends nothing', async () => {
    renderForm();
    typeNumber(t('screening.form.ssn.label'), '50001000');
    submit();
    expect(await screen.findByText(SCREENING_TERMS_REQUIRED)).toBeTruthy();
    expect(screen.getByText(ssnMessages.length)).toBeTruthy();
    expect(consent().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(consent());
    expect(screen.getByLabelText(t('screening.form.ssn.label')).getAttribute('aria-invalid')).toBe('true');
    expect(posted()).toEqual([]);
  });

  it("asks the ITIN question in the page's words on the no-SSN path", async () => {
    renderForm();
    fireEvent.click(consent());
    fireEvent.click(screen.getByRole('checkbox', { name: t('screening.form.noSsn') }));
    submit();
    expect(await screen.findByText(t('screening.form.itinRequired'))).toBeTruthy();
    expect(posted()).toEqual([]);
  });

  it('sends the consent and the SSN, never the number of a hidden field', async () => {
    renderForm();
    fireEvent.click(consent());
    typeNumber(t('screening.form.ssn.label'), '500010001');
    submit();
    await waitFor(() => expect(posted()).toEqual([{ terms_accepted: true, ssn: '500010001' }]));
  });

  it('sends the no-SSN path with the ITIN', async () => {
    renderForm();
    fireEvent.click(consent());
    typeNumber(t('screening.form.ssn.label'), '5');
    fireEvent.click(screen.getByRole('checkbox', { name: t('screening.form.noSsn') }));
    fireEvent.click(await screen.findByRole('radio', { name: t('screening.form.itinYes') }));
    await screen.findByLabelText(t('screening.form.itin.label'));
    typeNumber(t('screening.form.itin.label'), '912701234');
    submit();
    await waitFor(() =>
      expect(posted()).toEqual([{ terms_accepted: true, no_ssn: true, itin: '912701234' }]),
    );
  });
});
