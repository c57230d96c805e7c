import type { FileLineError } from '@portal/domain/schemas/api-error';
import { useTranslation } from '@/lib/i18n';
import { SettingsTable } from '../SettingsTable';
import styles from './Units.module.css';

const COLUMNS = ['line', 'column', 'problem'] as const;

/** A refused units file: every wrong line, with its column and what is wrong, the API's summary as caption. */
export function ImportErrors({ message, errors }: { message: string; errors: readonly FileLineError[] }) {
  const { t } = useTranslation();
  return (
    <SettingsTable
      caption={message}
      captionClassName={styles.errorCaption}
      className={styles.importErrors}
      headers={COLUMNS.map((column) => t(`communityData.units.file.errorColumns.${column}`))}
      rows={errors}
      // A line may be wrong in several columns, and one column twice: the place in the list tells them
      // apart (the list is shown as received and never reordered).
      rowKey={(_, index) => index}
      cells={(error) => (
        <>
          <th scope="row" className={styles.number}>
            {error.line}
          </th>
          <td>{error.column ? <code>{error.column}</code> : t('communityData.units.file.wholeFile')}</td>
          <td>{error.message}</td>
        </>
      )}
    />
  );
}
