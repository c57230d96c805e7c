import { unitLayouts } from '@portal/domain/constants/unit-layouts';
import { useTranslation } from '@/lib/i18n';
import styles from './Units.module.css';

/** The columns of a units file, in the order the export writes them (the API's UNIT_COLUMNS). */
const COLUMNS = [
  'unit_number',
  'layout',
  'bedrooms',
  'bathrooms',
  'sqft',
  'base_rent_cents',
  'available_from',
  'available',
] as const;

const LAYOUT_LIST = unitLayouts.join(', ');

/** What each column of a units file holds, named as the file's header line names it. */
export function UnitsFileColumns() {
  const { t } = useTranslation();
  return (
    <div>
      <h4>{t('communityData.units.file.columnsHeading')}</h4>
      <dl className={styles.columns}>
        {COLUMNS.map((column) => (
          <div key={column} className={styles.column}>
            <dt>
              <code>{column}</code>
            </dt>
            <dd>{t(`communityData.units.file.columns.${column}`, { layouts: LAYOUT_LIST })}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
