import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { StaffApplicationRow } from '@portal/domain/schemas/staff-applications';
import { Link } from 'react-router';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import styles from './Applications.module.css';

interface ApplicationsTableProps {
  rows: readonly StaffApplicationRow[];
  page: number;
  /** Null when the list stopped counting. */
  pages: number | null;
}

/** One row per application; the household's names open its file. */
export function ApplicationsTable({ rows, page, pages }: ApplicationsTableProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {pages === null
            ? t('staffConsole.list.captionPage', { page: String(page) })
            : t('staffConsole.list.caption', { page: String(page), pages: String(pages) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('staffConsole.list.columns.household')}</th>
            <th scope="col">{t('staffConsole.list.columns.community')}</th>
            <th scope="col">{t('staffConsole.list.columns.unit')}</th>
            <th scope="col">{t('staffConsole.list.columns.moveIn')}</th>
            <th scope="col">{t('staffConsole.list.columns.rent')}</th>
            <th scope="col">{t('staffConsole.list.columns.status')}</th>
            <th scope="col">{t('staffConsole.list.columns.waiting')}</th>
            <th scope="col">{t('staffConsole.list.columns.languages')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const names = row.household.map((person) => person.name).join(', ');
            return (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`/${community.slug}/staff/applications/${row.id}`}>
                    {t('staffConsole.list.open', {
                      id: String(row.id),
                      names: names || t('staffConsole.list.noHousehold'),
                    })}
                  </Link>
                </th>
                <td>{row.community.display_name}</td>
                <td>{row.unit.unit_number}</td>
                <td>
                  {row.move_in_date ? spelledOutDate(row.move_in_date) : t('staffConsole.list.notChosen')}
                </td>
                <td className={styles.number}>{formatCents(row.monthly_rent_cents)}</td>
                <td>
                  {row.type === TransactionType.Application
                    ? row.status_label
                    : t('staffConsole.list.typedStatus', { type: row.type_label, status: row.status_label })}
                </td>
                <td className={styles.number}>
                  {row.days_waiting === null ? '' : t('staffConsole.list.days', { count: row.days_waiting })}
                </td>
                <td>
                  {[...new Set(row.household.map((person) => person.language))]
                    .map((language) => t(`staffConsole.languages.${language}`))
                    .join(', ')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
