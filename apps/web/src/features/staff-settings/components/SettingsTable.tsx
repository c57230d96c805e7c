import { Fragment, type ReactNode } from 'react';
import styles from './Settings.module.css';

interface SettingsTableProps<Row> {
  caption: ReactNode;
  /** The caption's look when it is not the usual muted line (a refused file's summary). */
  captionClassName?: string;
  /** Added to the table's own class. */
  className?: string;
  /** The columns' headings, the row's heading column first. */
  headers: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** The row's cells: its `<th scope="row">` first, then a `<td>` a column. */
  cells: (row: Row) => ReactNode;
  /** What is open under the row (an edit form, a confirmation), or nothing. */
  panel?: (row: Row) => ReactNode;
  rowClassName?: (row: Row) => string | undefined;
  /** Said in a row of its own when there are no rows. */
  empty?: string;
}

/**
 * A table of Settings (people, units, fees, communities, history): its caption, column headings and a
 * row each; a row with a panel open is marked, the panel in a row under it as wide as the table.
 */
export function SettingsTable<Row>({
  caption,
  captionClassName = styles.caption,
  className,
  headers,
  rows,
  rowKey,
  cells,
  panel,
  rowClassName,
  empty,
}: SettingsTableProps<Row>) {
  return (
    <div className={styles.tableScroll}>
      <table className={className ? `${styles.table} ${className}` : styles.table}>
        <caption className={captionClassName}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={headers.length}>{empty}</td>
            </tr>
          ) : null}
          {rows.map((row, index) => {
            const open = panel?.(row);
            const rowClass = [open ? styles.openRow : '', rowClassName?.(row) ?? ''].join(' ').trim();
            return (
              <Fragment key={rowKey(row, index)}>
                <tr className={rowClass || undefined}>{cells(row)}</tr>
                {open ? (
                  <tr className={styles.panelRow}>
                    <td colSpan={headers.length}>{open}</td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
