import type {
  ProvideScreeningReportsAnswer,
  ScreeningReports,
} from '@portal/domain/schemas/screening-report';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/screening-reports/: the screenings the user was the subject of, newest first. */
export function useScreeningReports() {
  return useQuery({
    queryKey: ['status', 'screening-reports'],
    queryFn: async ({ signal }) =>
      (await apiRequest<ScreeningReports>('/api/screening-reports/', { signal })).screening_reports,
  });
}

/** Where the browser downloads a report's PDF: a plain link, as the session cookie rides along. */
export const screeningReportPdfUrl = (reportId: number) => `/api/screening-reports/${reportId}/pdf/`;

/** PATCH /api/transaction/{id}/provide-screening-reports/: a copy is asked for; the answer names the mailbox. */
export function useProvideScreeningReports() {
  return useMutation({
    mutationFn: (transactionId: number) =>
      apiRequest<ProvideScreeningReportsAnswer>(
        `/api/transaction/${transactionId}/provide-screening-reports/`,
        {
          method: 'PATCH',
          body: { provide_screening_reports: true },
        },
      ),
  });
}
