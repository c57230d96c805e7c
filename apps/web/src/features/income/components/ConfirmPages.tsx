import type { FinancialSource } from '@portal/domain/schemas/financial-sources';
import { useNavigate } from 'react-router';
import { isApiRequestError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { ConfirmForm } from '@/shared/journey-step/ConfirmForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useRemoveAllFinancialSources, useRemoveFinancialSource } from '../api/financial-sources';
import { canRemove } from '../lib/summary';
import {
  BackToIncome,
  IncomeFormFrame,
  MissingSource,
  useIncomePath,
  useSourceName,
  WithSource,
} from './IncomeFrames';

/**
 * `…/income-employment/{sourceId}/remove`: spec part 2 §2, removal asks for confirmation; a source the
 * Summary offers no Remove for (spec §6) is not removed from here either.
 */
export function RemoveSourcePage() {
  const { t } = useTranslation();
  return (
    <WithSource title={t('income.remove.title')}>
      {(source) =>
        canRemove(source) ? (
          <RemoveSource source={source} />
        ) : (
          <MissingSource title={t('income.remove.title')} />
        )
      }
    </WithSource>
  );
}

function RemoveSource({ source }: { source: FinancialSource }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const remove = useRemoveFinancialSource(transaction.id);
  const name = useSourceName()(source);
  return (
    <ConfirmIncomeChange
      title={t('income.remove.title')}
      heading={t('income.remove.heading', { name })}
      intro={t('income.remove.intro', { name })}
      confirmLabel={t('income.remove.confirm')}
      failedMessage={t('income.remove.failed')}
      change={() => remove.mutateAsync(source.id)}
    />
  );
}

/** `…/income-employment/start-over`: spec part 2 §4, every source goes and the intro shows again. */
export function StartOverPage() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const removeAll = useRemoveAllFinancialSources(transaction.id);
  return (
    <ConfirmIncomeChange
      title={t('income.startOver.title')}
      heading={t('income.startOver.heading')}
      intro={t('income.startOver.intro')}
      confirmLabel={t('income.startOver.confirm')}
      failedMessage={t('income.startOver.failed')}
      change={() => removeAll.mutateAsync()}
    />
  );
}

interface ConfirmIncomeChangeProps {
  title: string;
  heading: string;
  intro: string;
  confirmLabel: string;
  /** The spec's message when the removal fails. */
  failedMessage: string;
  change: () => Promise<unknown>;
}

/** A removal to confirm; done, it returns to the step's page (the Summary, or the intro when empty). */
function ConfirmIncomeChange({
  title,
  heading,
  intro,
  confirmLabel,
  failedMessage,
  change,
}: ConfirmIncomeChangeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const incomePath = useIncomePath();
  return (
    <IncomeFormFrame title={title} heading={heading} intro={intro}>
      <ConfirmForm
        confirmLabel={confirmLabel}
        pendingLabel={t('income.remove.removing')}
        confirm={async () => {
          await change();
          navigate(incomePath());
        }}
        // Someone else's or an already removed source is a 404: the page says so, not "try again".
        failureOf={(error) => [
          isApiRequestError(error) && error.isNotFound ? t('income.form.missing') : failedMessage,
        ]}
      >
        <BackToIncome label={t('income.remove.goBack')} />
      </ConfirmForm>
    </IncomeFormFrame>
  );
}
