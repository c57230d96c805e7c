import type { AvailableUnit } from '@portal/domain/schemas/units';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { formatWholeNumber } from '@/lib/numbers';
import { formatAvailableDate } from './available-date';
import styles from './UnitCard.module.css';

/** Unit cards side by side, as many to a row as fit. */
export function UnitList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.units} aria-label={label}>
      {children}
    </ul>
  );
}

interface UnitCardProps {
  unit: AvailableUnit;
  today: string;
  busy: boolean;
  /** The button's text ("Apply") and its accessible name, which names the unit ("Apply for unit 102"). */
  actionLabel: string;
  actionName: string;
  onAction: () => void;
}

/** One apartment open for applications: its layout, size, rent from, when it is free, and one action. */
export function UnitCard({ unit, today, busy, actionLabel, actionName, onAction }: UnitCardProps) {
  const { t } = useTranslation();
  const available = formatAvailableDate(unit.available_date, today);
  const headingId = `unit-${unit.id}-heading`;
  return (
    <section className={styles.unit} aria-labelledby={headingId}>
      <div className={styles.unitHeader}>
        <h2 id={headingId} className={styles.unitHeading}>
          {t('journey.welcome.unitHeading', { number: unit.unit_number })}
        </h2>
        <p className={styles.layout}>{unit.layout}</p>
      </div>
      <ul className={styles.specs} aria-label={t('journey.welcome.factsLabel', { number: unit.unit_number })}>
        {/* A studio says so in its layout already. */}
        {unit.bedrooms > 0 ? <li>{t('journey.welcome.bedrooms', { count: unit.bedrooms })}</li> : null}
        <li>{t('journey.welcome.bathrooms', { count: unit.bathrooms })}</li>
        <li>{t('journey.welcome.sqft', { size: formatWholeNumber(unit.sqft) })}</li>
      </ul>
      <dl className={styles.facts}>
        <div>
          <dt>{t('journey.welcome.rentFromLabel')}</dt>
          <dd>
            <span className={styles.rent}>{formatCents(unit.rent_from)}</span>
            <span className={styles.perMonth}>{t('journey.welcome.perMonth')}</span>
          </dd>
        </div>
        <div>
          <dt>{t('journey.welcome.availableLabel')}</dt>
          <dd>{available ?? t('journey.welcome.availableNow')}</dd>
        </div>
      </dl>
      <Button
        className={styles.apply}
        onClick={busy ? undefined : onAction}
        aria-disabled={busy || undefined}
        aria-label={actionName}
      >
        {actionLabel}
      </Button>
    </section>
  );
}
