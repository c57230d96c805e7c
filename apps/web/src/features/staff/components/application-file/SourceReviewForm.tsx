import { parseDollarAmount } from '@portal/domain/income/dollar-amount';
import type { FinancialSource } from '@portal/domain/schemas/financial-sources';
import { type ReviewStatus, reviewStatuses } from '@portal/domain/schemas/staff-source-review';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { ErrorList } from '../../../../components/ui/ErrorList';
import { Field } from '../../../../components/ui/Field';
import { refusalMessage } from '../../../../lib/failure-message';
import { useTranslation } from '../../../../lib/i18n';
import { useReviewSource } from '../../api/application-file';
import styles from './File.module.css';

interface SourceReviewFormProps {
  applicationId: number;
  source: FinancialSource;
  name: string;
  onDone: (message: string) => void;
}

const statusKeys = Object.keys(reviewStatuses) as ReviewStatus[];
const keyOfStatus = (status: FinancialSource['status']) =>
  statusKeys.find((key) => reviewStatuses[key] === status) ?? 'pending';

/** Verify a source (or not), with the amount the documents show, behind a disclosure per source. */
export function SourceReviewForm({ applicationId, source, name, onDone }: SourceReviewFormProps) {
  const { t } = useTranslation();
  const review = useReviewSource(applicationId);
  const [amountError, setAmountError] = useState<string>();
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const status = String(data.get('status')) as ReviewStatus;
    const typed = String(data.get('amount') ?? '').trim();
    const amount = typed === '' ? { cents: null } : parseDollarAmount(typed.replace(/^\$/, ''));
    if ('problem' in amount) {
      setAmountError(t('staffConsole.file.decision.amountInvalid'));
      return;
    }
    setAmountError(undefined);
    review.mutate(
      { sourceId: source.id, status, adjusted_amount: amount.cents },
      {
        onSuccess: (saved) =>
          onDone(
            t('staffConsole.file.income.reviewSaved', {
              name,
              status: t(`staffConsole.file.income.status.${saved.status}`),
            }),
          ),
      },
    );
  };
  return (
    <details>
      <summary>{t('staffConsole.file.income.review')}</summary>
      <form className={styles.form} onSubmit={save} noValidate>
        <Field label={t('staffConsole.file.income.reviewStatus')}>
          {(control) => (
            <select {...control} name="status" defaultValue={keyOfStatus(source.status)}>
              {statusKeys.map((key) => (
                <option key={key} value={key}>
                  {t(`staffConsole.file.income.status.${reviewStatuses[key]}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('staffConsole.file.income.reviewAmount')}
          hint={t('staffConsole.file.income.reviewAmountHint')}
          error={amountError}
        >
          {(control) => (
            <input
              {...control}
              name="amount"
              inputMode="decimal"
              defaultValue={source.adjusted_amount === null ? '' : (source.adjusted_amount / 100).toFixed(2)}
            />
          )}
        </Field>
        {review.isError ? (
          <ErrorList messages={[refusalMessage(review.error, t('staffConsole.file.actions.failed'))]} />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={review.isPending || undefined}>
            {review.isPending
              ? t('staffConsole.file.actions.saving')
              : t('staffConsole.file.income.saveReview')}
          </Button>
        </div>
      </form>
    </details>
  );
}
