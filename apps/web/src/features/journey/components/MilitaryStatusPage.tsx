import { type MilitaryStatus, militaryStatuses } from '@portal/domain/constants/military-statuses';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { useCommunity } from '../../../lib/community-context';
import { useTranslation } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApplicant } from '../api/applicant';
import { useCompletePage } from '../api/transactions';
import { nextRouteOf, transactionPath } from '../lib/drawer-inputs';
import { failureMessages } from '../lib/submit-failure';
import { JourneyCard } from './JourneyCard';
import styles from './JourneyPage.module.css';
import { StepForm } from './StepForm';
import { useCurrentTransaction } from './transaction-context';

/** `/:community/transaction/:transactionId/military-status`: one choice, then the next step. */
export function MilitaryStatusPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const applicant = useApplicant(transaction.applicant.id);
  useDocumentTitle(t('journey.military.title'), community.display_name);

  if (applicant.isPending) return <LoadingState label={t('journey.common.loading')} />;
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
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const completePage = useCompletePage(transaction.id);
  const name = useId();
  const errorId = useId();
  const [status, setStatus] = useState<MilitaryStatus | null>(initial);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);

  async function submit() {
    if (completePage.isPending) return;
    if (!status) {
      setMissing(true);
      document.getElementById(`${name}-${militaryStatuses[0]}`)?.focus();
      return;
    }
    setFailure([]);
    try {
      const updated = await completePage.mutateAsync({
        page: 'military-status',
        data: { military_status: status },
      });
      navigate(transactionPath(community.slug, updated.id, nextRouteOf(updated)));
    } catch (error) {
      setFailure(failureMessages(error, t('journey.common.genericError')));
    }
  }

  return (
    <StepForm className={styles.form} onSubmit={submit} failure={failure}>
      <fieldset
        className={styles.options}
        aria-describedby={missing && !status ? errorId : undefined}
        aria-invalid={missing && !status ? true : undefined}
      >
        <legend className={styles.legend}>{t('journey.military.legend')}</legend>
        {militaryStatuses.map((value) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              id={`${name}-${value}`}
              name={name}
              value={value}
              checked={status === value}
              onChange={() => {
                setStatus(value);
                setMissing(false);
              }}
            />
            {t(`journey.military.options.${value}`)}
          </label>
        ))}
      </fieldset>
      <div aria-live="polite">
        {missing && !status ? (
          <p id={errorId} className={styles.fieldError}>
            {t('journey.military.required')}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} aria-disabled={completePage.isPending || undefined}>
          {completePage.isPending ? t('journey.common.saving') : t('journey.common.continue')}
        </Button>
      </div>
    </StepForm>
  );
}
