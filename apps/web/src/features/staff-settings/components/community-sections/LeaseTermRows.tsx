import { useId, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import type { LeaseTermsValues } from '@/features/staff-settings/lib/lease-terms-form';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySections.module.css';
import { TextField } from './FormFields';

/** The lease terms offered: a row each (its months, its rent adjustment), removable, and Add a lease term. */
export function LeaseTermRows() {
  const { t } = useTranslation();
  const id = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const {
    control,
    formState: { errors },
  } = useFormContext<LeaseTermsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'terms' });
  const terms = useWatch({ control, name: 'terms' });
  const message = errors.terms?.root?.message;

  return (
    <fieldset className={styles.group} aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}>
      <legend className={styles.legend}>{t('communitySections.leaseTerms.termsLegend')}</legend>
      <p id={`${id}-hint`} className={styles.muted}>
        {t('communitySections.leaseTerms.adjustmentHint')}
      </p>
      <ul className={styles.repeatList}>
        {fields.map((field, index) => {
          const months = terms[index]?.months.trim();
          return (
            <li key={field.id} className={styles.repeatRow}>
              <TextField
                name={`terms.${index}.months`}
                label={t('communitySections.leaseTerms.months')}
                inputMode="numeric"
              />
              <TextField
                name={`terms.${index}.adjustment`}
                label={t('communitySections.leaseTerms.adjustment')}
                inputMode="decimal"
              />
              <Button
                variant="secondary"
                className={styles.rowButton}
                aria-label={
                  months
                    ? t('communitySections.leaseTerms.removeTermNamed', { months })
                    : t('communitySections.leaseTerms.removeTermBlank', { number: index + 1 })
                }
                onClick={() => {
                  remove(index);
                  addRef.current?.focus();
                }}
              >
                {t('communitySections.leaseTerms.removeTerm')}
              </Button>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite">
        {message ? (
          <p id={`${id}-error`} className={styles.fieldError}>
            {message}
          </p>
        ) : null}
      </div>
      <Button
        ref={addRef}
        variant="secondary"
        className={styles.addButton}
        onClick={() => append({ months: '', adjustment: '0' })}
      >
        {t('communitySections.leaseTerms.addTerm')}
      </Button>
    </fieldset>
  );
}
