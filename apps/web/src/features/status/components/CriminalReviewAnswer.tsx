import { CRIMINAL_REVIEW_DOCUMENTS_MAX } from '@portal/domain/constants/criminal-review';
import type { CriminalReview, CriminalReviewResponse } from '@portal/domain/schemas/criminal-review';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { isApiRequestError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { formatMomentDate, spelledOutDate } from '@/lib/dates';
import { refusalMessage } from '@/lib/failure-message';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { openLinkedDocument } from '@/lib/open-document';
import { uploadChosenFiles } from '@/lib/uploads/upload-chosen-files';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import styles from '@/shared/status/Status.module.css';
import { criminalReviewLetterUrl, useAnswerCriminalReview, useCriminalReview } from '../api/criminal-review';

/** The statement as the API checks it; the files are screened, then uploaded, on submit. */
interface AnswerValues {
  statement: string;
  documents: FileList | null;
}
type AnswerOutput = Pick<CriminalReviewResponse, 'statement'> & { documents: FileList | null };
const loadAnswerSchema = () =>
  import('../lib/criminal-review-answer-schema').then((module) => module.criminalReviewAnswerSchema);

/**
 * On the pending-criminal-review page: the letter sent to this applicant, and their answer (a statement
 * and documents) until the day it is due; afterwards, what they sent. Nothing shows until a letter is sent.
 */
export function CriminalReviewAnswer() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const review = useCriminalReview(transaction.id);
  const headingId = useId();
  if (!review.isSuccess) {
    return <QueryFallback query={review} loadingLabel={t('status.criminalReview.loading')} />;
  }
  if (!review.data) return null;
  const letter = review.data;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('status.criminalReview.heading')}
      </h2>
      <p>
        {t('status.criminalReview.intro', { sent: formatMomentDate(letter.sent_at) })}{' '}
        <a href={criminalReviewLetterUrl(transaction.id)} onClick={openLinkedDocument}>
          {t('status.criminalReview.read')}
        </a>
      </p>
      {letter.response ? (
        <p>
          {t('status.criminalReview.answered', {
            date: formatMomentDate(letter.response.responded_at),
            count: letter.response.documents.length,
          })}
        </p>
      ) : letter.can_respond ? (
        <AnswerForm letter={letter} />
      ) : (
        <p>{t('status.criminalReview.closed', { date: spelledOutDate(letter.respond_by) })}</p>
      )}
    </section>
  );
}

function AnswerForm({ letter }: { letter: CriminalReview }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const answer = useAnswerCriminalReview(transaction.id);
  const [failure, setFailure] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm<AnswerValues, AnswerOutput>({
    schema: loadAnswerSchema,
    defaultValues: { statement: '', documents: null },
  });

  const submit = handleSubmit(async ({ statement, documents }) => {
    const chosen = [...(documents ?? [])];
    if (chosen.length > CRIMINAL_REVIEW_DOCUMENTS_MAX) {
      setFailure([t('status.criminalReview.tooMany', { max: String(CRIMINAL_REVIEW_DOCUMENTS_MAX) })]);
      return;
    }
    setFailure([]);
    const { ids: documentIds, problems } = await uploadChosenFiles(community.vgs_config.vault_url, chosen);
    if (problems.length > 0) {
      setFailure(problems);
      return;
    }
    try {
      await answer.mutateAsync({ statement, document_ids: documentIds });
    } catch (problem) {
      // Field errors show under their fields; anything else above the form.
      const fieldErrors = isApiRequestError(problem) ? problem.fieldErrors : {};
      const [statementError] = fieldErrors.statement ?? [];
      const [documentsError] = fieldErrors.document_ids ?? [];
      if (documentsError) setError('documents', { type: 'server', message: documentsError });
      if (statementError)
        setError('statement', { type: 'server', message: statementError }, { shouldFocus: true });
      if (Object.keys(fieldErrors).length === 0) {
        setFailure([refusalMessage(problem, t('status.criminalReview.failed'))]);
      }
    }
  });

  return (
    <StepForm
      className={styles.section}
      onSubmit={() => (isSubmitting ? Promise.resolve() : submit())}
      failure={failure}
    >
      <p>{t('status.criminalReview.due', { date: spelledOutDate(letter.respond_by) })}</p>
      <Field
        label={t('status.criminalReview.statement')}
        hint={t('status.criminalReview.statementHint')}
        error={errors.statement?.message}
        required
      >
        {(control) => <textarea {...control} {...register('statement')} rows={6} />}
      </Field>
      <Field
        label={t('status.criminalReview.documents')}
        hint={t('status.criminalReview.documentsHint', { max: String(CRIMINAL_REVIEW_DOCUMENTS_MAX) })}
        error={errors.documents?.message}
      >
        {(control) => (
          <input
            {...control}
            {...register('documents')}
            type="file"
            multiple
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
          />
        )}
      </Field>
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('status.criminalReview.sending') : t('status.criminalReview.send')}
        </Button>
      </div>
    </StepForm>
  );
}
