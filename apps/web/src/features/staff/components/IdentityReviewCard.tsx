import type { IdentityReview } from '@portal/domain/schemas/identity-review';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { Field } from '@/components/ui/Field';
import { isApiRequestError } from '@/lib/api-client';
import { formatMomentDateTime } from '@/lib/dates';
import { refusalMessage } from '@/lib/failure-message';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { openLinkedDocument } from '@/lib/open-document';
import { uploadUrl } from '@/lib/uploads/upload-url';
import { useDecideIdentityReview } from '../api/identity-reviews';
import styles from './Staff.module.css';

interface RejectionForm {
  reason: string;
}
const loadRejectionSchema = () =>
  import('../lib/rejection-form-schema').then((module) => module.rejectionFormSchema);

const isConflict = (error: unknown) => isApiRequestError(error) && error.errorType === 'Conflict';

interface IdentityReviewCardProps {
  review: IdentityReview;
  /** Called with the confirmation to announce once the decision is recorded. */
  onDecided: (message: string) => void;
}

/** One waiting photo ID: who sent it, for which application, the picture, and Approve / Reject. */
export function IdentityReviewCard({ review, onDecided }: IdentityReviewCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const decide = useDecideIdentityReview();
  const [rejecting, setRejecting] = useState(false);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const name = review.applicant_name;
  const form = useSchemaForm<RejectionForm>({
    schema: loadRejectionSchema,
    defaultValues: { reason: '' },
    mode: 'onSubmit',
  });

  // Opening the form takes the keyboard to the reason; cancelling brings it back to Reject.
  const { setFocus } = form;
  const [cancelled, setCancelled] = useState(false);
  useEffect(() => {
    if (rejecting) setFocus('reason');
    else if (cancelled) rejectButton.current?.focus();
  }, [rejecting, cancelled, setFocus]);

  const announcing = (confirmation: string) => ({
    onSuccess: () => onDecided(confirmation),
    // Decided by someone else first: the card leaves the list, so the page says why.
    onError: (error: unknown) => {
      if (isConflict(error)) onDecided(refusalMessage(error, t('staff.reviews.decisionFailed')));
    },
  });

  const approve = () => {
    if (decide.isPending) return;
    decide.mutate(
      { reviewId: review.id, decision: { decision: 'approve' } },
      announcing(t('staff.reviews.approved', { name })),
    );
  };
  const reject = form.handleSubmit(({ reason }) => {
    if (decide.isPending) return;
    decide.mutate(
      { reviewId: review.id, decision: { decision: 'reject', reason } },
      announcing(t('staff.reviews.rejected', { name })),
    );
  });

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {t('staff.reviews.reviewHeading', { name, id: String(review.transaction_id) })}
      </h2>
      <p className={styles.muted}>
        {t('staff.reviews.details', {
          community: review.community.display_name,
          time: formatMomentDateTime(review.submitted_at),
        })}
      </p>
      {review.content_type === 'application/pdf' ? (
        <a href={uploadUrl(review.upload_id)} onClick={openLinkedDocument}>
          {t('staff.reviews.openPdf', { name })}
        </a>
      ) : (
        <img
          className={styles.photo}
          src={uploadUrl(review.upload_id)}
          alt={t('staff.reviews.photoAlt', { name })}
        />
      )}
      {decide.isError && !isConflict(decide.error) ? (
        <ErrorList messages={[refusalMessage(decide.error, t('staff.reviews.decisionFailed'))]} />
      ) : null}
      {rejecting ? (
        <form className={styles.rejectForm} onSubmit={reject} noValidate>
          <Field
            label={t('staff.reviews.reasonLabel')}
            hint={t('staff.reviews.reasonHint')}
            error={form.formState.errors.reason?.message}
            required
          >
            {(control) => <textarea {...control} rows={3} {...form.register('reason')} />}
          </Field>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" aria-disabled={decide.isPending || undefined}>
              {decide.isPending ? t('staff.reviews.saving') : t('staff.reviews.confirmReject')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setCancelled(true);
                setRejecting(false);
              }}
            >
              {t('staff.reviews.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button
            variant="primary"
            onClick={approve}
            aria-disabled={decide.isPending || undefined}
            aria-label={t('staff.reviews.approveNamed', { name })}
          >
            {decide.isPending ? t('staff.reviews.saving') : t('staff.reviews.approve')}
          </Button>
          <Button
            ref={rejectButton}
            variant="secondary"
            onClick={() => setRejecting(true)}
            aria-label={t('staff.reviews.rejectNamed', { name })}
          >
            {t('staff.reviews.reject')}
          </Button>
        </div>
      )}
    </article>
  );
}
