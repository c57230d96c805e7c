import type { ChargeMonth } from '@portal/domain/pricing/charges-calendar';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { useTranslation } from '@/lib/i18n';
import { chargeMonthKey, formatChargeMonth } from '../lib/charge-month';
import styles from './MonthSelector.module.css';

export interface MonthSelectorProps {
  /** The lease's months, from the server, in order. */
  months: readonly ChargeMonth[];
  value: ChargeMonth;
  onChange: (month: ChargeMonth) => void;
}

/**
 * Picks a month of the lease: previous and next buttons around a native select (arrow keys work in it),
 * and a polite live region that says which month is shown once it changes.
 */
export function MonthSelector({ months, value, onChange }: MonthSelectorProps) {
  const { t } = useTranslation();
  const index = months.findIndex((month) => chargeMonthKey(month) === chargeMonthKey(value));
  const previous = index > 0 ? months[index - 1] : undefined;
  const next = index >= 0 && index < months.length - 1 ? months[index + 1] : undefined;
  // At either end the button stays focusable (aria-disabled), so keyboard focus is not thrown away.
  const step = (target: ChargeMonth | undefined) => () => {
    if (target) onChange(target);
  };

  return (
    <div className={styles.selector}>
      <Button variant="secondary" onClick={step(previous)} aria-disabled={!previous || undefined}>
        <span aria-hidden="true">‹ </span>
        {t('payments.charges.previous')}
      </Button>
      <div className={styles.select}>
        <Field label={t('payments.charges.month')}>
          {(control) => (
            <select
              {...control}
              value={chargeMonthKey(value)}
              onChange={(event) => {
                const chosen = months.find((month) => chargeMonthKey(month) === event.target.value);
                if (chosen) onChange(chosen);
              }}
            >
              {months.map((month) => (
                <option key={chargeMonthKey(month)} value={chargeMonthKey(month)}>
                  {formatChargeMonth(month)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Button variant="secondary" onClick={step(next)} aria-disabled={!next || undefined}>
        {t('payments.charges.next')}
        <span aria-hidden="true"> ›</span>
      </Button>
      <p className={styles.visuallyHidden} aria-live="polite">
        {t('payments.charges.showing', { month: formatChargeMonth(value) })}
      </p>
    </div>
  );
}
