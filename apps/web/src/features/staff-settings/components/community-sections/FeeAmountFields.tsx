import { useId, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import type { FeeValues } from '@/features/staff-settings/lib/fee-form';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySections.module.css';
import { ChoiceGroup, TextField } from './FormFields';

/**
 * How much a fee is: one amount in dollars, or an amount for each number of bedrooms (a security deposit
 * that grows with the home), a row each, removable, and Add an amount.
 */
export function FeeAmountFields() {
  const { t } = useTranslation();
  const id = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const {
    control,
    formState: { errors },
  } = useFormContext<FeeValues>();
  const pricing = useWatch({ control, name: 'pricing' });
  const rows = useWatch({ control, name: 'by_bedrooms' });
  const { fields, append, remove } = useFieldArray({ control, name: 'by_bedrooms' });
  const message = errors.by_bedrooms?.root?.message;

  return (
    <>
      <ChoiceGroup
        name="pricing"
        type="radio"
        label={t('communitySections.fees.pricing')}
        choices={[
          { value: 'flat', label: t('communitySections.fees.pricingFlat') },
          { value: 'by_bedrooms', label: t('communitySections.fees.pricingByBedrooms') },
        ]}
      />
      {pricing === 'flat' ? (
        <TextField
          name="amount"
          label={t('communitySections.fees.amount')}
          hint={t('communitySections.fees.amountHint')}
          inputMode="decimal"
        />
      ) : (
        <fieldset className={styles.group} aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}>
          <legend className={styles.legend}>{t('communitySections.fees.byBedroomsLegend')}</legend>
          <p id={`${id}-hint`} className={styles.muted}>
            {t('communitySections.fees.bedroomsHint')}
          </p>
          <ul className={styles.repeatList}>
            {fields.map((field, index) => {
              const bedrooms = rows[index]?.bedrooms.trim();
              return (
                <li key={field.id} className={styles.repeatRow}>
                  <TextField
                    name={`by_bedrooms.${index}.bedrooms`}
                    label={t('communitySections.fees.bedrooms')}
                    inputMode="numeric"
                  />
                  <TextField
                    name={`by_bedrooms.${index}.amount`}
                    label={t('communitySections.fees.bedroomAmount')}
                    inputMode="decimal"
                  />
                  <Button
                    variant="secondary"
                    className={styles.rowButton}
                    aria-label={
                      bedrooms
                        ? t('communitySections.fees.removeBedroomsNamed', { bedrooms })
                        : t('communitySections.fees.removeBedroomsBlank', { number: index + 1 })
                    }
                    onClick={() => {
                      remove(index);
                      addRef.current?.focus();
                    }}
                  >
                    {t('communitySections.fees.removeBedrooms')}
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
            onClick={() => append({ bedrooms: '', amount: '' })}
          >
            {t('communitySections.fees.addBedrooms')}
          </Button>
        </fieldset>
      )}
    </>
  );
}
