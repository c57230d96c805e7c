import type { StaffApplicant } from '@portal/domain/schemas/staff-application-file';
import { employerDescription } from '@/features/staff/lib/employer-description';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import styles from './File.module.css';
import { FileSection } from './FileSection';
import { SourceReviewForm } from './SourceReviewForm';
import { UploadedDocumentLinks } from './UploadedDocumentLinks';

interface IncomeSectionProps {
  applicationId: number;
  household: readonly StaffApplicant[];
  onDone: (message: string) => void;
}

/** What each adult stated and the sources they documented, each file to open and each source to review. */
export function IncomeSection({ applicationId, household, onDone }: IncomeSectionProps) {
  const { t } = useTranslation();
  const amountOrNot = (cents: number | null) =>
    cents === null ? t('staffConsole.file.income.notStated') : formatCents(cents);
  const adults = household.filter((person) => person.role !== 'occupant' && person.role !== 'dependent');
  const employerText = (person: StaffApplicant) => {
    const employer = employerDescription(person.employer);
    return employer ? ` ${t('staffConsole.file.income.employer', { name: employer })}` : '';
  };
  return (
    <FileSection heading={t('staffConsole.file.income.heading')}>
      {adults.map((person) => (
        <div key={person.applicant_id} className={styles.section}>
          <h3 className={styles.outcome}>{person.name}</h3>
          <p>
            {t('staffConsole.file.income.stated', {
              income: amountOrNot(person.stated_income_cents),
              assets: amountOrNot(person.stated_assets_cents),
            })}
            {employerText(person)}
          </p>
          {person.financial_sources.length === 0 ? (
            <p>{t('staffConsole.file.income.none')}</p>
          ) : (
            <ul className={styles.list}>
              {person.financial_sources.map((source) => {
                const name =
                  source.other ??
                  t(`income.sourceTypes.${source.income_or_asset_type}`, { defaultValue: '' });
                return (
                  <li key={source.id} className={styles.card}>
                    <h4 className={styles.outcome}>
                      {name} · {t(`staffConsole.file.income.status.${source.status}`)}
                    </h4>
                    <p>
                      {t('staffConsole.file.income.statedAmount', {
                        amount: formatCents(source.estimated_amount),
                      })}
                      {source.adjusted_amount === null
                        ? ''
                        : ` · ${t('staffConsole.file.income.verifiedAmount', { amount: formatCents(source.adjusted_amount) })}`}
                      {source.has_requested_more_documents
                        ? ` · ${t('staffConsole.file.income.requested')}`
                        : ''}
                    </p>
                    {source.uploaded_documents.length === 0 ? (
                      <p className={styles.muted}>{t('staffConsole.file.income.noDocuments')}</p>
                    ) : (
                      <UploadedDocumentLinks documents={source.uploaded_documents} />
                    )}
                    <SourceReviewForm
                      applicationId={applicationId}
                      source={source}
                      name={name}
                      onDone={onDone}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ))}
    </FileSection>
  );
}
