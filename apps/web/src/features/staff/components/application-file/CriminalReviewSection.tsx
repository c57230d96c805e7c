import type { CriminalReview } from '@portal/domain/schemas/criminal-review';
import { formatMomentDate, spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import styles from './File.module.css';
import { FileSection } from './FileSection';
import { UploadedDocumentLinks } from './UploadedDocumentLinks';

/** The letters sent for an individualized assessment, and what each applicant answered. */
export function CriminalReviewSection({ reviews }: { reviews: readonly CriminalReview[] }) {
  const { t } = useTranslation();
  if (reviews.length === 0) return null;
  return (
    <FileSection heading={t('staffConsole.file.criminalReview.heading')}>
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.card}>
            <h3 className={styles.outcome}>
              {t('staffConsole.file.criminalReview.letter', {
                name: review.applicant_name,
                sent: formatMomentDate(review.sent_at),
                due: spelledOutDate(review.respond_by),
              })}
            </h3>
            <p className={styles.muted}>{review.record_summary}</p>
            {review.response ? (
              <>
                <p>
                  {t('staffConsole.file.criminalReview.answered', {
                    date: formatMomentDate(review.response.responded_at),
                  })}
                </p>
                <blockquote>{review.response.statement}</blockquote>
                {review.response.documents.length > 0 ? (
                  <UploadedDocumentLinks documents={review.response.documents} />
                ) : null}
              </>
            ) : (
              <p>
                {t(
                  review.can_respond
                    ? 'staffConsole.file.criminalReview.waiting'
                    : 'staffConsole.file.criminalReview.noAnswer',
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
    </FileSection>
  );
}
