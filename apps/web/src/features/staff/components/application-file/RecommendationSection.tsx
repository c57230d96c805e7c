import type { CriterionAssessment } from '@portal/domain/schemas/recommendation';
import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import styles from './File.module.css';
import { FileSection } from './FileSection';
import { RecordsLeftOut } from './RecordsLeftOut';

/** The screening policy's advice: the worst criterion decides, each shown with the numbers behind it. */
export function RecommendationSection({ file }: { file: StaffApplicationFile }) {
  const { t } = useTranslation();
  const recommendation = file.recommendation;
  const nameOf = (applicantId: number) =>
    file.household.find((person) => person.applicant_id === applicantId)?.name ?? String(applicantId);
  return (
    <FileSection heading={t('staffConsole.file.recommendation.heading')}>
      {recommendation === null ? (
        <p>{t('staffConsole.file.recommendation.noPolicy')}</p>
      ) : (
        <>
          <p className={styles.outcome}>
            {t('staffConsole.file.recommendation.recommended', {
              decision: t(`staffConsole.file.recommendation.decision.${recommendation.decision}`),
            })}
          </p>
          {recommendation.additional_deposit ? (
            <p>
              {t(
                `staffConsole.file.recommendation.additionalDeposit.${recommendation.additional_deposit.kind}`,
                {
                  amount: formatCents(recommendation.additional_deposit.amount_cents),
                },
              )}
            </p>
          ) : null}
          <ul className={styles.list}>
            {recommendation.criteria.map((criterion) => (
              <li key={criterion.criterion} className={styles.card}>
                <h3 className={styles.outcome}>
                  {t(`staffConsole.file.recommendation.criterion.${criterion.criterion}`)}:{' '}
                  {t(`staffConsole.file.recommendation.outcome.${criterion.outcome}`)}
                </h3>
                <p>
                  <CriterionNumbers criterion={criterion} nameOf={nameOf} />
                </p>
              </li>
            ))}
          </ul>
          <RecordsLeftOut groups={file.records_left_out_by_law} />
        </>
      )}
    </FileSection>
  );
}

function CriterionNumbers({
  criterion,
  nameOf,
}: {
  criterion: CriterionAssessment;
  nameOf: (applicantId: number) => string;
}) {
  const { t } = useTranslation();
  switch (criterion.criterion) {
    case 'credit':
      return t('staffConsole.file.recommendation.credit', {
        min: String(criterion.min_credit_score),
        conditional: String(criterion.conditional_min_credit_score),
        scores: criterion.adults
          .map(
            (adult) =>
              `${nameOf(adult.applicant_id)} ${adult.credit_score ?? t('staffConsole.file.recommendation.noScore')}`,
          )
          .join(', '),
      });
    case 'eviction': {
      const records = criterion.adults.flatMap((adult) =>
        adult.filed_on
          ? [
              t('staffConsole.file.recommendation.evictionFiled', {
                name: nameOf(adult.applicant_id),
                date: spelledOutDate(adult.filed_on),
              }),
            ]
          : [],
      );
      return t('staffConsole.file.recommendation.eviction', {
        from: spelledOutDate(criterion.lookback_from),
        years: String(criterion.lookback_years),
        records: records.length ? records.join('; ') : t('staffConsole.file.recommendation.noEvictions'),
      });
    }
    case 'income':
      return `${t('staffConsole.file.recommendation.income', {
        income: formatCents(criterion.household_monthly_income_cents),
        required: formatCents(criterion.household_required_cents),
        multiplier: String(criterion.household_multiplier),
        guarantorRequired: formatCents(criterion.guarantor_required_cents),
        guarantorMultiplier: String(criterion.guarantor_multiplier),
      })}${
        criterion.best_guarantor_monthly_income_cents === null
          ? ''
          : ` ${t('staffConsole.file.recommendation.bestGuarantor', { amount: formatCents(criterion.best_guarantor_monthly_income_cents) })}`
      }`;
    case 'criminal':
      return t('staffConsole.file.recommendation.criminal');
  }
}
