import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCommunity } from '../../../app/community-context';
import { useCompletePage } from '../../journey/api/transactions';
import { useCurrentTransaction } from '../../journey/components/transaction-context';
import { nextRouteOf, transactionPath } from '../../journey/lib/drawer-inputs';
import { failureMessages } from '../../journey/lib/submit-failure';
import { useLeavingAction } from '../../journey/lib/use-leaving-action';
import { INCOME_ROUTE } from '../lib/income-pages';

/**
 * Finishing the step (Continue, or "I Don't Have Income or Assets" after its report): the page is recorded
 * complete, then the journey goes on to its next step.
 */
export function useFinishIncomeStep() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const completePage = useCompletePage(transaction.id);
  const { run, pending, failure } = useLeavingAction();

  const finish = (before?: () => Promise<unknown>) =>
    run(
      async () => {
        await before?.();
        const updated = await completePage.mutateAsync({ page: INCOME_ROUTE });
        navigate(transactionPath(community.slug, updated.id, nextRouteOf(updated)));
      },
      (error) => failureMessages(error, t('journey.common.genericError')),
    );

  return { finish, pending, failure };
}
