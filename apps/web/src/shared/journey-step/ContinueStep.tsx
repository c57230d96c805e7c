import type { CompletablePage } from '@portal/domain/flow/completable-pages';
import { Button } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n';
import styles from './JourneyPage.module.css';
import { StepForm } from './StepForm';
import { useCompleteStep } from './use-complete-step';

/** The Continue of a step page, its failures listed above the button. */
export function ContinueStep({ page }: { page: CompletablePage }) {
  const { t } = useTranslation();
  const { complete, completing, failure } = useCompleteStep(page);
  return (
    <StepForm className={styles.continue} onSubmit={() => complete()} failure={failure}>
      <Button type="submit" className={styles.submit} aria-disabled={completing || undefined}>
        {completing ? t('journey.common.saving') : t('journey.common.continue')}
      </Button>
    </StepForm>
  );
}
