import type { Language } from '@portal/domain/constants/languages';
import type {
  OwnReport,
  OwnReportRequest,
  OwnReportState,
} from '@portal/domain/schemas/own-screening-report';
import type { PreApplicationNotice } from '@portal/domain/schemas/pre-application-notice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { paymentOptionsQueryKey } from './payment-options';
import { transactionPathOf as path, retryServerErrors } from './request-rules';

const reportPath = (transactionId: number) =>
  `/api/transaction/${path(transactionId)}/own-screening-report/` as const;
const noticePath = (transactionId: number) =>
  `/api/transaction/${path(transactionId)}/pre-application-notice/` as const;
const reportKey = (transactionId: number) => ['payments', 'own-report', String(transactionId)];
/** The notice comes in the page's language: switching it reads the notice again. */
const noticeKey = (transactionId: number, language: Language) => [
  'payments',
  'pre-application-notice',
  String(transactionId),
  language,
];

/** GET …/own-screening-report/: whether a report of one's own may stand for the fee here, and the caller's. */
export function useOwnReport(transactionId: number) {
  return useQuery({
    queryKey: reportKey(transactionId),
    queryFn: ({ signal }) => apiRequest<OwnReportState>(reportPath(transactionId), { signal }),
    retry: retryServerErrors,
  });
}

/** Giving or taking back a report changes what is due: the report, the breakdown and Due Today are read again. */
function useReportChange<Input>(transactionId: number, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [
          reportKey(transactionId),
          ['payments', 'breakdown', String(transactionId)],
          paymentOptionsQueryKey(transactionId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** PUT …/own-screening-report/ */
export function useGiveOwnReport(transactionId: number) {
  return useReportChange(transactionId, (report: OwnReportRequest) =>
    apiRequest<OwnReport>(reportPath(transactionId), { method: 'PUT', body: report }),
  );
}

/** DELETE …/own-screening-report/ */
export function useWithdrawOwnReport(transactionId: number) {
  return useReportChange(transactionId, () =>
    apiRequest<null>(reportPath(transactionId), { method: 'DELETE' }),
  );
}

/** GET …/pre-application-notice/: the notice the law here asks for before any fee, and whether it was accepted. */
export function usePreApplicationNotice(transactionId: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: noticeKey(transactionId, language),
    queryFn: ({ signal }) => apiRequest<PreApplicationNotice>(noticePath(transactionId), { signal }),
    retry: retryServerErrors,
  });
}

/** POST …/pre-application-notice/: the revision read, accepted now. */
export function useAcceptPreApplicationNotice(transactionId: number) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (revision: string) =>
      apiRequest<PreApplicationNotice>(noticePath(transactionId), {
        method: 'POST',
        body: { revision, context: { time: new Date().toISOString() } },
      }),
    onSuccess: (notice) => queryClient.setQueryData(noticeKey(transactionId, language), notice),
  });
}
