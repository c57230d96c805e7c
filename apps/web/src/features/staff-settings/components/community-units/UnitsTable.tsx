import type { AdminUnit } from '@portal/domain/schemas/admin-units';
import { useId } from 'react';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { formatWholeNumber } from '@/lib/numbers';
import { SettingsTable } from '../SettingsTable';
import type { RowPanels } from '../use-row-panels';
import { UnitActions } from './UnitActions';
import { UnitPanel, type UnitPanelKind } from './UnitPanel';
import styles from './Units.module.css';

interface UnitsTableProps {
  slug: string;
  /** The units shown: the active ones, or every one with the deactivated ones. */
  units: readonly AdminUnit[];
  showDeactivated: boolean;
  panels: RowPanels<UnitPanelKind>;
}

// Six columns, so a row and its acts fit beside the settings' navigation without scrolling sideways.
const COLUMNS = ['unit', 'home', 'rent', 'availability', 'priceChanges', 'actions'] as const;

/** The units, one row each, with the acts on that unit; a panel opens under the row it acts on. */
export function UnitsTable({ slug, units, showDeactivated, panels }: UnitsTableProps) {
  const { t } = useTranslation();
  const panelPrefix = useId();
  const panelId = (unit: AdminUnit) => `${panelPrefix}-${unit.unit_number}`;

  return (
    <SettingsTable
      caption={
        showDeactivated ? t('communityData.units.captionWithDeactivated') : t('communityData.units.caption')
      }
      headers={COLUMNS.map((column) => t(`communityData.units.columns.${column}`))}
      rows={units}
      rowKey={(unit) => unit.unit_number}
      empty={t('communityData.units.none')}
      rowClassName={(unit) => (unit.active ? undefined : styles.deactivatedRow)}
      cells={(unit) => (
        <>
          <th scope="row">{unit.unit_number}</th>
          <td>
            {unit.layout}
            <span className={styles.detail}>
              {t('communityData.units.size', {
                bedrooms: String(unit.bedrooms),
                bathrooms: String(unit.bathrooms),
                sqft: formatWholeNumber(unit.sqft),
              })}
            </span>
          </td>
          <td className={styles.number}>{formatCents(unit.base_rent_cents)}</td>
          <td>
            <UnitStatus unit={unit} />
            <span className={styles.detail}>
              {t('communityData.units.from', { date: spelledOutDate(unit.available_from) })}
            </span>
          </td>
          <td>
            <PriceList unit={unit} />
          </td>
          <td>
            <UnitActions slug={slug} unit={unit} panels={panels} panelId={panelId(unit)} />
          </td>
        </>
      )}
      panel={(unit) => {
        const kind = panels.openUnder(unit.unit_number);
        return kind ? (
          <UnitPanel slug={slug} unit={unit} kind={kind} id={panelId(unit)} panels={panels} />
        ) : null;
      }}
    />
  );
}

function UnitStatus({ unit }: { unit: AdminUnit }) {
  const { t } = useTranslation();
  const status = !unit.active ? 'deactivated' : unit.available ? 'available' : 'notAvailable';
  return (
    <span className={`${styles.status} ${styles[status]}`}>{t(`communityData.units.status.${status}`)}</span>
  );
}

function PriceList({ unit }: { unit: AdminUnit }) {
  const { t } = useTranslation();
  if (unit.scheduled_prices.length === 0) return t('communityData.units.noPriceChanges');
  return (
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
  );
}
