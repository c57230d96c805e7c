import type { CompletablePage } from '@portal/domain/flow/completable-pages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCompletePage } from '@/features/journey/api/transactions';
import { useCommunity } from '@/lib/community-context';
import { failureMessages } from '@/lib/forms/submit-failure';
import { useTranslation } from '@/lib/i18n';
import { nextRouteOf, transactionPath } from './drawer-inputs';
import { useCurrentTransaction } from './transaction-context';

/**
 * Finishing a step page: the server checks the step is done and records it (with what the page asked),
 * then the flow goes on to the next step of the refreshed transaction. `failure` is for the StepForm's list.
 */
export function useCompleteStep(page: CompletablePage) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const completePage = useCompletePage(transaction.id);
  const [failure, setFailure] = useState<string[]>([]);

  async function complete(data?: Record<string, unknown>) {
    if (completePage.isPending) return;
    setFailure([]);
    try {
      const updated = await completePage.mutateAsync({ page, data });
      navigate(transactionPath(community.slug, updated.id, nextRouteOf(updated)));
    } catch (error) {
      setFailure(failureMessages(error, t('journey.common.genericError')));
    }
  }

  return { complete, completing: completePage.isPending, failure };
}
