import { type IncomeFollowUpPage, incomeFollowUp } from '@portal/domain/income/next-route';
import type { BankingData } from '@portal/domain/schemas/financial-sources';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { applicantQuery } from '@/features/journey/api/applicant';
import { useCommunity } from '@/lib/community-context';
import { nextRouteOf, transactionPath } from '@/shared/journey-step/drawer-inputs';
import { bankingDataQuery } from '../api/financial-sources';
import { followUpSituation } from '../lib/follow-up';
import { followUpPageOf, INCOME_ROUTE } from '../lib/income-pages';

/**
 * Goes on from the Summary's Continue or a follow-up page (employer details, stated income): to the next
 * follow-up page the next-route rules ask for, else to the journey's next step.
 */
export function useIncomeFollowUp() {
  const community = useCommunity();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return async (from: 'summary' | IncomeFollowUpPage, transaction: LeaseTransaction, data?: BankingData) => {
    const [banking, applicant] = await Promise.all([
      data ?? queryClient.ensureQueryData(bankingDataQuery(transaction.id)),
      queryClient.ensureQueryData(applicantQuery(transaction.applicant.id)),
    ]);
    const page = incomeFollowUp(
      from,
      followUpSituation({
        collectEmployerInformation: community.collect_employer_information,
        data: banking,
        transaction,
        applicant,
      }),
    );
    const route = page ? `${INCOME_ROUTE}/${followUpPageOf[page]}` : nextRouteOf(transaction);
    navigate(transactionPath(community.slug, transaction.id, route));
  };
}
