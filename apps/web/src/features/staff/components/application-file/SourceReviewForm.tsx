import { type ReviewStatus, reviewStatuses } from '@portal/domain/constants/staff-source-review';
import type { FinancialSource } from '@portal/domain/schemas/financial-sources';
import type { SourceReview } from '@portal/domain/schemas/staff-source-review';
import { useMemo } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { Field } from '@/components/ui/Field';
import { useReviewSource } from '@/features/staff/api/application-file';
import { centsOfTypedDollars } from '@/features/staff/lib/typed-dollars';
import { isApiRequestError } from '@/lib/api-client';
import { refusalMessage } from '@/lib/failure-message';
import { describeSubmitFailure, showFieldErrors } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import styles from './File.module.css';

interface SourceReviewFormProps {
  applicationId: number;
  source: FinancialSource;
  name: string;
  onDone: (message: string) => void;
}

interface SourceReviewValues {
  status: ReviewStatus;
  /** Dollars as typed; empty clears the verified amount. */
  adjusted_amount: string;
}
const sourceReviewFields = { status: 'status', adjusted_amount: 'adjusted_amount' } as const;

const sourceReviewRequest = ({ status, adjusted_amount }: SourceReviewValues) => ({
  status,
  adjusted_amount: adjusted_amount.trim() === '' ? null : centsOfTypedDollars(adjusted_amount),
});

const statusKeys = Object.keys(reviewStatuses) as ReviewStatus[];
const keyOfStatus = (status: FinancialSource['status']) =>
  statusKeys.find((key) => reviewStatuses[key] === status) ?? 'pending';

/** Verify a source (or not), with the amount the documents show, behind a disclosure per source. */
export function SourceReviewForm({ applicationId, source, name, onDone }: SourceReviewFormProps) {
  const { t } = useTranslation();
  const review = useReviewSource(applicationId);
  const amountInvalid = t('staffConsole.file.decision.amountInvalid');
  const schema = useMemo(
    () => () =>
      Promise.all([
        import('@portal/domain/schemas/staff-source-review'),
        import('@/features/staff/lib/request-form-schema'),
      ]).then(([{ sourceReviewSchema }, { requestFormSchema }]) =>
        requestFormSchema(sourceReviewSchema, sourceReviewRequest, {
          // The API's words for an amount are about cents; the page asks for dollars.
          message: (field, message) => (field === 'adjusted_amount' ? amountInvalid : message),
        }),
      ),
    [amountInvalid],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm<SourceReviewValues, SourceReview>({
    schema,
    defaultValues: {
      status: keyOfStatus(source.status),
      adjusted_amount: source.adjusted_amount === null ? '' : (source.adjusted_amount / 100).toFixed(2),
    },
    mode: 'onSubmit',
  });
  const save = handleSubmit((request) =>
    review.mutate(
      { sourceId: source.id, ...request },
      {
        onSuccess: (saved) =>
          onDone(
            t('staffConsole.file.income.reviewSaved', {
              name,
              status: t(`staffConsole.file.income.status.${saved.status}`),
            }),
          ),
        onError: (error) => showFieldErrors(describeSubmitFailure(error, sourceReviewFields), setError),
      },
    ),
  );
  const fieldFailure = isApiRequestError(review.error) && Object.keys(review.error.fieldErrors).length > 0;
  return (
    <details>
      <summary>{t('staffConsole.file.income.review')}</summary>
      <form className={styles.form} onSubmit={save} noValidate>
        <Field label={t('staffConsole.file.income.reviewStatus')} error={errors.status?.message}>
          {(control) => (
            <select {...control} {...register('status')}>
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
          error={errors.adjusted_amount?.message}
        >
          {(control) => <input {...control} inputMode="decimal" {...register('adjusted_amount')} />}
        </Field>
        {review.isError && !fieldFailure ? (
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
