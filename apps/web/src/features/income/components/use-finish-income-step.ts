import type { BankingData } from '@portal/domain/schemas/financial-sources';
import { useCompletePage } from '@/features/journey/api/transactions';
import { failureMessages } from '@/lib/forms/submit-failure';
import { useTranslation } from '@/lib/i18n';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useLeavingAction } from '@/shared/journey-step/use-leaving-action';
import { INCOME_ROUTE } from '../lib/income-pages';
import { useIncomeFollowUp } from './use-income-follow-up';

/**
 * Finishing the step (Continue, or "I Don't Have Income or Assets" after its report): the page is recorded
 * complete, then the next-route rules say where to go (employer details, stated income, or the journey's
 * next step). `answer` gives the banking data as it stands once the applicant's answer is saved.
 */
export function useFinishIncomeStep() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const completePage = useCompletePage(transaction.id);
  const goOn = useIncomeFollowUp();
  const { run, pending, failure } = useLeavingAction();

  const finish = (answer: () => Promise<BankingData>) =>
    run(
      async () => {
        const data = await answer();
        const updated = await completePage.mutateAsync({ page: INCOME_ROUTE });
        await goOn('summary', updated, data);
      },
      (error) => failureMessages(error, t('journey.common.genericError')),
    );

  return { finish, pending, failure };
}
