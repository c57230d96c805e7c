import type { ChargeMonth } from '@portal/domain/pricing/charges-calendar';
import type { MonthlyCharges } from '@portal/domain/pricing/monthly-charges';
import type { PaymentBreakdown } from '@portal/domain/pricing/payment-breakdown';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
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

export function usePaymentBreakdown(transactionId: number | string) {
  return useQuery({
    queryKey: ['payments', 'breakdown', String(transactionId)],
    queryFn: ({ signal }) => getPaymentBreakdown(transactionId, signal),
    retry: retryServerErrors,
  });
}

/**
 * GET /api/quote/{id}/payment-breakdown-monthly/: the lease's months and what `month` charges; without a
 * month, the server picks the current month clamped into the lease. Spec §6: only the primary applicant
 * asks for scheduled price updates.
 */
export function getMonthlyCharges(
  transactionId: number | string,
  month: ChargeMonth | undefined,
  includeScheduledPriceUpdates: boolean,
  signal?: AbortSignal,
): Promise<MonthlyCharges> {
  const query = new URLSearchParams({
    include_scheduled_price_updates: String(includeScheduledPriceUpdates),
    ...(month ? { month: String(month.month), year: String(month.year) } : {}),
  });
  return apiRequest<MonthlyCharges>(
    `/api/quote/${path(transactionId)}/payment-breakdown-monthly/?${query}`,
    signal ? { signal } : {},
  );
}

export function useMonthlyCharges(
  transactionId: number | string,
  month: ChargeMonth | undefined,
  includeScheduledPriceUpdates: boolean,
) {
  return useQuery({
    queryKey: [
      'payments',
      'monthly-charges',
      String(transactionId),
      month ?? 'current',
      includeScheduledPriceUpdates,
    ],
    queryFn: ({ signal }) => getMonthlyCharges(transactionId, month, includeScheduledPriceUpdates, signal),
    // The month shown so far stays on screen while the next one loads, so the selector keeps its place.
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}
