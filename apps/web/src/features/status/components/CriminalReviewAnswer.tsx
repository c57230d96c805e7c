import { spelledOutDate } from '@portal/domain/dates/calendar-date';
import { CRIMINAL_REVIEW_DOCUMENTS_MAX, type CriminalReview } from '@portal/domain/schemas/criminal-review';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { LoadingState } from '../../../components/ui/LoadingState';
import { isApiRequestError } from '../../../lib/api-client';
import { useCommunity } from '../../../lib/community-context';
import { formatMomentDate } from '../../../lib/dates';
import { refusalMessage } from '../../../lib/failure-message';
import { useTranslation } from '../../../lib/i18n';
import { screenFiles } from '../../../lib/uploads/file-screening';
import { uploadFailureMessage } from '../../../lib/uploads/upload-failure';
import { uploadToVault } from '../../../lib/uploads/vault-uploads';
import { StepForm } from '../../journey/components/StepForm';
import { useCurrentTransaction } from '../../journey/components/transaction-context';
import { criminalReviewLetterUrl, useAnswerCriminalReview, useCriminalReview } from '../api/criminal-review';
import styles from './Status.module.css';

/**
 * On the pending-criminal-review page: the letter sent to this applicant, and their answer (a statement
 * and documents) until the day it is due; afterwards, what they sent. Nothing shows until a letter is sent.
 */
export function CriminalReviewAnswer() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const review = useCriminalReview(transaction.id);
  const headingId = useId();
  if (review.isPending) return <LoadingState label={t('status.criminalReview.loading')} />;
  if (!review.data) return null;
  const letter = review.data;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('status.criminalReview.heading')}
      </h2>
      <p>
        {t('status.criminalReview.intro', { sent: formatMomentDate(letter.sent_at) })}{' '}
        <a href={criminalReviewLetterUrl(transaction.id)} target="_blank" rel="noopener">
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
  const [statement, setStatement] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const fieldErrors = isApiRequestError(answer.error) ? answer.error.fieldErrors : {};

  async function submit() {
    if (busy) return;
    const { accepted, problems } = screenFiles(files);
    if (problems.length > 0 || accepted.length > CRIMINAL_REVIEW_DOCUMENTS_MAX) {
      setFailure(
        problems.length > 0
          ? problems
          : [t('status.criminalReview.tooMany', { max: String(CRIMINAL_REVIEW_DOCUMENTS_MAX) })],
      );
      return;
    }
    setBusy(true);
    setFailure([]);
    const uploads = await Promise.allSettled(
      accepted.map((file) => uploadToVault(community.vgs_config.vault_url, file, null)),
    );
    const refused = uploads.flatMap((upload, index) =>
      upload.status === 'rejected' ? [uploadFailureMessage(upload.reason, accepted[index]?.name ?? '')] : [],
    );
    if (refused.length > 0) {
      setFailure(refused);
      setBusy(false);
      return;
    }
    const documentIds = uploads.flatMap((upload) => (upload.status === 'fulfilled' ? [upload.value.id] : []));
    try {
      await answer.mutateAsync({ statement, document_ids: documentIds });
    } catch (problem) {
      // Field errors show under their fields; anything else above the form.
      if (!isApiRequestError(problem) || Object.keys(problem.fieldErrors).length === 0) {
        setFailure([refusalMessage(problem, t('status.criminalReview.failed'))]);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <StepForm className={styles.section} onSubmit={submit} failure={failure}>
      <p>{t('status.criminalReview.due', { date: spelledOutDate(letter.respond_by) })}</p>
      <Field
        label={t('status.criminalReview.statement')}
        hint={t('status.criminalReview.statementHint')}
        error={fieldErrors.statement?.[0]}
        required
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            value={statement}
            onChange={(event) => setStatement(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('status.criminalReview.documents')}
        hint={t('status.criminalReview.documentsHint', { max: String(CRIMINAL_REVIEW_DOCUMENTS_MAX) })}
        error={fieldErrors.document_ids?.[0]}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? t('status.criminalReview.sending') : t('status.criminalReview.send')}
        </Button>
      </div>
    </StepForm>
  );
}
