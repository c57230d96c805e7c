import { formatCents } from '@/lib/money';
import { ChargeTableHead } from './BreakdownTable';
import styles from './BreakdownTable.module.css';
import feesStyles from './FeesDepositsPage.module.css';

export interface AmountRow {
  key: string;
  label: string;
  /** Integer cents from the server, only formatted here. */
  amount: number;
}

export interface AmountTableProps {
  caption: string;
  /** For a table whose section heading already says what it is: the caption is for screen readers. */
  captionHidden?: boolean;
  rows: readonly AmountRow[];
  /** Rows under the charges; the last one is the total and stands out. */
  totals: readonly AmountRow[];
}

/** Charges with their amounts, then the totals: what is due, or what was paid. */
export function AmountTable({ caption, captionHidden = false, rows, totals }: AmountTableProps) {
  return (
    <table className={styles.table}>
      <caption className={captionHidden ? feesStyles.caption : undefined}>{caption}</caption>
      <ChargeTableHead />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td className={styles.amount}>{formatCents(row.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map((row, index) => (
          <tr key={row.key} className={index === totals.length - 1 ? styles.total : undefined}>
            <th scope="row">{row.label}</th>
            <td className={styles.amount}>{formatCents(row.amount)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
