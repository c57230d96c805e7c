import type { BreakdownGroup, BreakdownItem } from '@portal/domain/pricing/breakdown-item';
import { useChargeName } from '@/lib/charge-name';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import styles from './BreakdownTable.module.css';
import { groupTotalWithTax, itemNotes, personLabel, shownAmount } from './breakdown-text';

export interface BreakdownTableProps {
  caption: string;
  group: BreakdownGroup;
  /** The total row's label; "Total" when not given. */
  totalLabel?: string;
  /** The signed-in applicant, so their own share of a per-person fee reads "You". */
  viewerApplicantId?: number;
  /** The household's names by applicant id, for a reader who may see them (the leasing team). */
  applicantNames?: ReadonlyMap<number, string>;
}

/**
 * One group of a payment breakdown as a table: each charge with its explanations and amount, then the
 * group's sales tax and total. Amounts are the server's integer cents, only formatted here.
 */
export function BreakdownTable({
  caption,
  group,
  totalLabel,
  viewerApplicantId,
  applicantNames,
}: BreakdownTableProps) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <ChargeTableHead />
      <tbody>
        {group.items.map((item) => (
          // A group lists each charge once; a fee and an option may share a name, never a type.
          <ItemRow
            key={`${item.type}:${item.name}`}
            item={item}
            viewerApplicantId={viewerApplicantId}
            applicantNames={applicantNames}
          />
        ))}
      </tbody>
      <tfoot>
        {group.total_tax !== 0 ? (
          <tr>
            <th scope="row">{t('payments.breakdown.salesTax')}</th>
            <td className={styles.amount}>{formatCents(group.total_tax)}</td>
          </tr>
        ) : null}
        <tr className={styles.total}>
          <th scope="row">{totalLabel ?? t('payments.breakdown.total')}</th>
          <td className={styles.amount}>{formatCents(groupTotalWithTax(group))}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function ItemRow({
  item,
  viewerApplicantId,
  applicantNames,
}: {
  item: BreakdownItem;
  viewerApplicantId: number | undefined;
  applicantNames: ReadonlyMap<number, string> | undefined;
}) {
  const { t } = useTranslation();
  const chargeName = useChargeName();
  const notes = itemNotes(item, t);
  return (
    <tr>
      <th scope="row">
        <div className={styles.charge}>
          <span className={styles.name}>{chargeName(item.name)}</span>
          {item.processed ? <span className={styles.paid}>{t('payments.breakdown.paid')}</span> : null}
          {notes.length > 0 ? <span className={styles.notes}>{notes.join(' · ')}</span> : null}
          {item.fee_help_text ? <span className={styles.help}>{item.fee_help_text}</span> : null}
          {item.legal_note ? <span className={styles.help}>{item.legal_note}</span> : null}
          {item.line_items.length > 0 ? (
            <ul className={styles.people} aria-label={t('payments.breakdown.people')}>
              {item.line_items.map((line) => (
                <li key={line.id}>
                  {personLabel(line, viewerApplicantId, t, applicantNames)}:{' '}
                  {line.waived ? t('payments.breakdown.waived') : formatCents(line.amount)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </th>
      <td className={styles.amount}>{shownAmount(item)}</td>
    </tr>
  );
}

/** The column headings of every table of charges: what it is, and how much. */
export function ChargeTableHead() {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">{t('payments.breakdown.charge')}</th>
        <th scope="col" className={styles.amount}>
          {t('payments.breakdown.amount')}
        </th>
      </tr>
    </thead>
  );
}
