import type { LinkFlow } from '@portal/domain/constants/financial-link';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { fetchReport, pollReport, REPORT_POLL_INTERVAL_MS } from '../api/financial-link';
import { bankingDataQueryKey } from '../api/financial-sources';
import { useIncomePath } from './IncomeFrames';

/**
 * The loading report's work (spec part 2 §4 "Report polling"): the report is asked for while it answers
 * 202, then the financial sources it brought are kept and the applicant sees them on the Summary.
 */
export function useLinkedReport(flow: LinkFlow | null) {
  const transaction = useCurrentTransaction();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const summaryPath = useIncomePath()();
  return async (signal: AbortSignal) => {
    const data = await pollReport(
      () => fetchReport(transaction.id, flow, signal),
      REPORT_POLL_INTERVAL_MS,
      signal,
    );
    queryClient.setQueryData(bankingDataQueryKey(transaction.id), data);
    navigate(summaryPath);
  };
}

/** The signal of the page being left: work started for it (polling a report) stops when it goes. */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef(new AbortController());
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return () => controller.current.signal;
}
