import { spelledOutDate } from '@portal/domain/dates/calendar-date';
import type { AdminUnit } from '@portal/domain/schemas/admin-units';
import { Fragment, useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { formatWholeNumber } from '@/lib/numbers';
import { UnitActions } from './UnitActions';
import { UnitPanel } from './UnitPanel';
import styles from './Units.module.css';
import type { RowPanels, UnitPanelKind } from './use-row-panels';

interface UnitsTableProps {
  slug: string;
  /** The units shown: the active ones, or every one with the deactivated ones. */
  units: readonly AdminUnit[];
  showDeactivated: boolean;
  panels: RowPanels<UnitPanelKind>;
}

const COLUMNS = [
  'unit',
  'layout',
  'bedBath',
  'sqft',
  'rent',
  'availableFrom',
  'status',
  'priceChanges',
  'actions',
] as const;

/** The units, one row each, with the acts on that unit; a panel opens under the row it acts on. */
export function UnitsTable({ slug, units, showDeactivated, panels }: UnitsTableProps) {
  const { t } = useTranslation();
  const panelPrefix = useId();
  const panelId = (unit: AdminUnit) => `${panelPrefix}-${unit.unit_number}`;

  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {showDeactivated
            ? t('communityData.units.captionWithDeactivated')
            : t('communityData.units.caption')}
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`communityData.units.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {units.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length}>{t('communityData.units.none')}</td>
            </tr>
          ) : null}
          {units.map((unit) => {
            const open = panels.open?.row === unit.unit_number ? panels.open.kind : null;
            const rowClass = [open ? styles.openRow : '', unit.active ? '' : styles.deactivatedRow].join(' ');
            return (
              <Fragment key={unit.unit_number}>
                <tr className={rowClass.trim() || undefined}>
                  <th scope="row">{unit.unit_number}</th>
                  <td>{unit.layout}</td>
                  <td className={styles.number}>
                    {t('communityData.units.bedBath', {
                      bedrooms: String(unit.bedrooms),
                      bathrooms: String(unit.bathrooms),
                    })}
                  </td>
                  <td className={styles.number}>{formatWholeNumber(unit.sqft)}</td>
                  <td className={styles.number}>{formatCents(unit.base_rent_cents)}</td>
                  <td className={styles.number}>{spelledOutDate(unit.available_from)}</td>
                  <td>
                    <UnitStatus unit={unit} />
                  </td>
                  <td>
                    {unit.scheduled_prices.length === 0 ? (
                      t('communityData.units.noPriceChanges')
                    ) : (
                      <ul className={styles.priceList}>
                        {unit.scheduled_prices.map((price) => (
                          <li key={price.id}>
                            {t('communityData.units.priceChange', {
                              date: spelledOutDate(price.effective_date),
                              rent: formatCents(price.base_rent_cents),
                            })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>
                    <UnitActions slug={slug} unit={unit} panels={panels} panelId={panelId(unit)} />
                  </td>
                </tr>
                {open ? (
                  <tr className={styles.panelRow}>
                    <td colSpan={COLUMNS.length}>
                      <UnitPanel slug={slug} unit={unit} kind={open} id={panelId(unit)} panels={panels} />
                    </td>
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

function UnitStatus({ unit }: { unit: AdminUnit }) {
  const { t } = useTranslation();
  const status = !unit.active ? 'deactivated' : unit.available ? 'available' : 'notAvailable';
  return (
    <span className={`${styles.status} ${styles[status]}`}>{t(`communityData.units.status.${status}`)}</span>
  );
}
