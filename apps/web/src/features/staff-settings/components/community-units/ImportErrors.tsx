import type { FileLineError } from '@portal/domain/schemas/api-error';
import { useTranslation } from '@/lib/i18n';
import styles from './Units.module.css';

/** A refused units file: every wrong line, with its column and what is wrong, the API's summary as caption. */
export function ImportErrors({ message, errors }: { message: string; errors: readonly FileLineError[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.tableScroll}>
      <table className={`${styles.table} ${styles.importErrors}`}>
        <caption className={styles.errorCaption}>{message}</caption>
        <thead>
          <tr>
            <th scope="col">{t('communityData.units.file.errorColumns.line')}</th>
            <th scope="col">{t('communityData.units.file.errorColumns.column')}</th>
            <th scope="col">{t('communityData.units.file.errorColumns.problem')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, index) => (
            // A line may be wrong in several columns, and one column twice: the place in the list tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown as received and never reordered.
            <tr key={index}>
              <th scope="row" className={styles.number}>
                {error.line}
              </th>
              <td>{error.column ? <code>{error.column}</code> : t('communityData.units.file.wholeFile')}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
