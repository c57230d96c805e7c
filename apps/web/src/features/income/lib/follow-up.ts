import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { IncomeFollowUpSituation } from '@portal/domain/income/next-route';
import type { BankingData } from '@portal/domain/schemas/financial-sources';
import type { Applicant, LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { allSources } from './summary';

interface FollowUpInputs {
  collectEmployerInformation: boolean;
  data: BankingData;
  transaction: Pick<LeaseTransaction, 'events' | 'applicant'>;
  applicant: Pick<Applicant, 'stated_income' | 'stated_assets' | 'enabled_for_stated_income_assets'>;
}

/** What the next-route rules (@portal/domain/income/next-route) need, read from what the pages load. */
export function followUpSituation({
  collectEmployerInformation,
  data,
  transaction,
  applicant,
}: FollowUpInputs): IncomeFollowUpSituation {
  // An income-requested event of the caller's own, or of the whole transaction (no applicant).
  const incomeRequested = transaction.events.some(
    (event) =>
      event.event === TransactionStep.IncomeRequested &&
      (event.applicant === null || event.applicant === transaction.applicant.id),
  );
  return {
    collectEmployerInformation,
    reportedNoIncomeAssets: data.reported_no_income_assets,
    additionalDocumentsRequested:
      incomeRequested || allSources(data).some((source) => source.has_requested_more_documents),
    statedIncomeEnabled: applicant.enabled_for_stated_income_assets,
    statedIncomeGiven: applicant.stated_income !== null && applicant.stated_assets !== null,
  };
}
