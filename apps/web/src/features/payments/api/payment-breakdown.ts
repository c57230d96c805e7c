import type { ChargeMonth } from '@portal/domain/pricing/charges-calendar';
import type { MonthlyCharges } from '@portal/domain/pricing/monthly-charges';
import type { PaymentBreakdown } from '@portal/domain/pricing/payment-breakdown';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { transactionPathOf as path, retryServerErrors } from './request-rules';

/** POST /api/transaction/{id}/payment-breakdown/: every charge of the application, in integer cents. */
export function getPaymentBreakdown(
  transactionId: number | string,
  signal?: AbortSignal,
): Promise<PaymentBreakdown> {
  return apiRequest<PaymentBreakdown>(`/api/transaction/${path(transactionId)}/payment-breakdown/`, {
    method: 'POST',
    body: {},
    ...(signal ? { signal } : {}),
  });
}

/** The lines a law lowered or waived say why in the page's language: switching it reads them again. */
export function usePaymentBreakdown(transactionId: number | string) {
  const language = useLanguage();
  return useQuery({
    // The language last, so that invalidating ['payments', 'breakdown', id] reaches every language.
    queryKey: ['payments', 'breakdown', String(transactionId), language],
    queryFn: ({ signal }) => getPaymentBreakdown(transactionId, signal),
    retry: retryServerErrors,
  });
}

/** What the Charges page asks of the monthly breakdown. */
export interface MonthlyChargesAsk {
  /** Without a month, the server picks the current month clamped into the lease. */
  month: ChargeMonth | undefined;
  /** Spec §6: only the primary applicant asks for scheduled price updates. */
  includeScheduledPriceUpdates: boolean;
  /** A renewal's months start the day after the lease it renews ends (spec part 1 §7 `is_renewal`). */
  isRenewal: boolean;
}

/** GET /api/quote/{id}/payment-breakdown-monthly/: the lease's months and what `month` charges. */
export function getMonthlyCharges(
  transactionId: number | string,
  { month, includeScheduledPriceUpdates, isRenewal }: MonthlyChargesAsk,
  signal?: AbortSignal,
): Promise<MonthlyCharges> {
  const query = new URLSearchParams({
    include_scheduled_price_updates: String(includeScheduledPriceUpdates),
    ...(isRenewal ? { is_renewal: 'true' } : {}),
    ...(month ? { month: String(month.month), year: String(month.year) } : {}),
  });
  return apiRequest<MonthlyCharges>(
    `/api/quote/${path(transactionId)}/payment-breakdown-monthly/?${query}`,
    signal ? { signal } : {},
  );
}

export function useMonthlyCharges(transactionId: number | string, ask: MonthlyChargesAsk) {
  return useQuery({
    queryKey: [
      'payments',
      'monthly-charges',
      String(transactionId),
      ask.month ?? 'current',
      ask.includeScheduledPriceUpdates,
      ask.isRenewal,
    ],
    queryFn: ({ signal }) => getMonthlyCharges(transactionId, ask, signal),
    // The month shown so far stays on screen while the next one loads, so the selector keeps its place.
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}
