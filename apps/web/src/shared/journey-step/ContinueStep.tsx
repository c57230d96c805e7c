import type { CompletablePage } from '@portal/domain/flow/completable-pages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { useCompletePage } from '@/features/journey/api/transactions';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { nextRouteOf, transactionPath } from './drawer-inputs';
import styles from './JourneyPage.module.css';
import { StepForm } from './StepForm';
import { failureMessages } from './submit-failure';
import { useCurrentTransaction } from './transaction-context';

/**
 * The Continue of a step page: the server checks the step is done and records it, then the flow goes
 * on to the next step of the refreshed transaction. Its failures are listed above the button.
 */
export function ContinueStep({ page }: { page: CompletablePage }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const completePage = useCompletePage(transaction.id);
  const [failure, setFailure] = useState<string[]>([]);

  async function submit() {
    if (completePage.isPending) return;
    setFailure([]);
    try {
      const updated = await completePage.mutateAsync({ page });
      navigate(transactionPath(community.slug, updated.id, nextRouteOf(updated)));
    } catch (error) {
      setFailure(failureMessages(error, t('journey.common.genericError')));
    }
  }

  return (
    <StepForm className={styles.continue} onSubmit={submit} failure={failure}>
      <Button type="submit" className={styles.submit} aria-disabled={completePage.isPending || undefined}>
        {completePage.isPending ? t('journey.common.saving') : t('journey.common.continue')}
      </Button>
    </StepForm>
  );
}
