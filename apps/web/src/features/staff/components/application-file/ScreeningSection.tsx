import type { StaffApplicant, StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import styles from './File.module.css';
import { FileSection } from './FileSection';
import { RecordsLeftOut } from './RecordsLeftOut';

/**
 * Each adult's screening by category; the tax id is only ever its last four digits. What the law leaves
 * out is not among the results, only counted below them.
 */
export function ScreeningSection({
  household,
  leftOut,
}: {
  household: readonly StaffApplicant[];
  leftOut: StaffApplicationFile['records_left_out_by_law'];
}) {
  const { t } = useTranslation();
  return (
    <FileSection heading={t('staffConsole.file.screening.heading')}>
      {household.map((person) => (
        <div key={person.applicant_id} className={styles.tableScroll}>
          {person.screening === null ? (
            <p>
              <strong>{person.name}</strong>: {t('staffConsole.file.screening.none')}
            </p>
          ) : (
            <table className={styles.table}>
              <caption>
                {person.name}
                {person.screening.tax_id_last4
                  ? ` · ${t('staffConsole.file.screening.taxId', {
                      type: t(`staffConsole.file.screening.taxIdTypes.${person.screening.tax_id_type}`),
                      last4: person.screening.tax_id_last4,
                    })}`
                  : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('staffConsole.file.screening.category')}</th>
                  <th scope="col">{t('staffConsole.file.screening.outcome')}</th>
                  <th scope="col">{t('staffConsole.file.screening.summaryColumn')}</th>
                  <th scope="col">{t('staffConsole.file.screening.score')}</th>
                  <th scope="col">{t('staffConsole.file.screening.recordDate')}</th>
                </tr>
              </thead>
              <tbody>
                {person.screening.results.map((result) => (
                  <tr key={result.category}>
                    <th scope="row">
                      {t(`staffConsole.file.screening.categories.${result.category}`, {
                        defaultValue: String(result.category),
                      })}
                    </th>
                    <td>{t(`staffConsole.file.screening.outcomes.${result.outcome}`)}</td>
                    <td>{result.summary}</td>
                    <td>{result.credit_score ?? ''}</td>
                    <td>{result.record_date ? spelledOutDate(result.record_date) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
      <RecordsLeftOut groups={leftOut} />
    </FileSection>
  );
}
