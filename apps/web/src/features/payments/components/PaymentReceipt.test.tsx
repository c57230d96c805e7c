// @vitest-environment happy-dom
import '@/lib/i18n';
import type { PaymentAnswer } from '@portal/domain/schemas/payments';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogs, showLanguage } from '@/lib/i18n';
import { renderInTransaction } from '@/shared/journey-step/render-in-transaction';
import { PaymentReceipt } from './PaymentReceipt';

const screeningFee = { name: 'Screening Fee', category: 10, amount: 5_500, applicant: 3 };

const paid = {
  id: 41,
  status: 'succeeded',
  amount: 5_500,
  currency: 'usd',
  line_items: [screeningFee],
  payment_method_id: 9,
  created_at: '2026-11-29T18:00:00Z',
} satisfies PaymentAnswer;

/** Bayview Terrace's receipt: California asks its screening fee to be itemized. */
const itemized = {
  ...paid,
  line_items: [{ ...screeningFee, itemization: { screening_agency: 3_500, processing_time: 2_000 } }],
  itemized_by_law: { law: 'California', cite: 'Cal. Civ. Code § 1950.6(d)' },
} satisfies PaymentAnswer;

afterEach(async () => {
  cleanup();
  await act(() => showLanguage('en'));
});

const rowAmount = (table: HTMLElement, label: string) =>
  within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

describe('PaymentReceipt', () => {
  it("itemizes a screening fee where the law asks: the agency's charge and the time spent, naming the law", async () => {
    renderInTransaction(<PaymentReceipt receipt={itemized} />, {});
    const table = await screen.findByRole('table', { name: 'Screening Fee, itemized' });
    expect(rowAmount(table, "Screening agency's charge")).toBe('$35.00');
    expect(rowAmount(table, 'Time spent to obtain and process your information')).toBe('$20.00');
    expect(rowAmount(table, 'Screening fee paid')).toBe('$55.00');
    expect(
      screen.getByText(
        "The law of California asks that this receipt itemize your screening fee: the screening agency's charge and the value of the time spent to obtain and process your information (Cal. Civ. Code § 1950.6(d)).",
      ),
    ).toBeTruthy();
  });

  it('shows a receipt the law does not ask to itemize (Texas) as before: its lines alone', async () => {
    renderInTransaction(<PaymentReceipt receipt={paid} />, {});
    expect(await screen.findByRole('table', { name: 'Receipt number 41' })).toBeTruthy();
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.queryByText(/The law of/)).toBeNull();
  });

  it('itemizes it in Spanish', async () => {
    await act(() => showLanguage('es'));
    await act(() => loadCatalogs(['payments']));
    renderInTransaction(<PaymentReceipt receipt={itemized} />, {});
    const table = await screen.findByRole('table', { name: /^Detalle: / });
    expect(rowAmount(table, 'Cargo de la agencia de evaluación')).toBe('$35.00');
    expect(rowAmount(table, 'Tiempo dedicado a obtener y procesar su información')).toBe('$20.00');
    expect(rowAmount(table, 'Cargo de evaluación pagado')).toBe('$55.00');
    expect(
      screen.getByText(/^La ley de California pide que este recibo detalle su cargo de evaluación/),
    ).toBeTruthy();
  });
});
