import { type MilitaryStatus, militaryStatuses } from '@portal/domain/constants/military-statuses';
import type { TransactionPatch } from '@portal/domain/schemas/lease-transaction';
import { Button } from '@/components/ui/Button';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunity } from '@/lib/community-context';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChoiceFieldset } from '@/shared/journey-step/ChoiceFieldset';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import styles from '@/shared/journey-step/JourneyPage.module.css';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useCompleteStep } from '@/shared/journey-step/use-complete-step';
import { useApplicant } from '../api/applicant';

type MilitaryValues = { military_status: MilitaryStatus | '' };
type MilitaryData = Required<Pick<TransactionPatch, 'military_status'>>;
const loadMilitarySchema = () =>
  import('@portal/domain/schemas/lease-transaction').then((module) =>
    module.transactionPatchSchema.pick({ military_status: true }).required(),
  );

/** `/:community/transaction/:transactionId/military-status`: one choice, then the next step. */
export function MilitaryStatusPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const applicant = useApplicant(transaction.applicant.id);
  useDocumentTitle(t('journey.military.title'), community.display_name);

  // The saved answer only preselects a choice: without it the question is simply asked afresh.
  if (applicant.isPending) {
    return <QueryFallback query={applicant} loadingLabel={t('journey.common.loading')} />;
  }
  return (
    <JourneyCard
      eyebrow={t('journey.military.title')}
      heading={t('journey.military.heading')}
      intro={t('journey.military.intro')}
    >
      <MilitaryStatusForm initial={applicant.data?.military_status ?? null} />
    </JourneyCard>
  );
}

function MilitaryStatusForm({ initial }: { initial: MilitaryStatus | null }) {
  const { t } = useTranslation();
  const { complete, completing, failure } = useCompleteStep('military-status');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<MilitaryValues, MilitaryData>({
    schema: loadMilitarySchema,
    defaultValues: { military_status: initial ?? '' },
  });

  const submit = handleSubmit(complete);

  return (
    <StepForm className={styles.form} onSubmit={submit} failure={failure}>
      <ChoiceFieldset
        legend={t('journey.military.legend')}
        // Not choosing is the one way to get it wrong.
        error={errors.military_status ? t('journey.military.required') : undefined}
      >
        {militaryStatuses.map((value) => (
          <label key={value} className={styles.option}>
            <input {...register('military_status')} type="radio" value={value} />
            {t(`journey.military.options.${value}`)}
          </label>
        ))}
      </ChoiceFieldset>
      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} aria-disabled={completing || undefined}>
          {completing ? t('journey.common.saving') : t('journey.common.continue')}
        </Button>
      </div>
    </StepForm>
  );
}
