import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { CheckboxField, Field } from '../../../components/ui/Field';
import formStyles from '../../../components/ui/Form.module.css';
import { useCommunity } from '../../../lib/community-context';
import { useTranslation } from '../../../lib/i18n';
import { StepForm } from '../../journey/components/StepForm';
import { useCurrentTransaction } from '../../journey/components/transaction-context';
import { nextRouteOf, transactionPath } from '../../journey/lib/drawer-inputs';
import { sortFailure } from '../../journey/lib/submit-failure';
import { useSubmitScreening } from '../api/screening';
import {
  emptyScreeningForm,
  type ScreeningField,
  type ScreeningFormValues,
  screeningFields,
  screeningFormErrors,
  screeningRequestOf,
} from '../lib/screening-form';
import { InlineError } from './InlineError';
import styles from './Screening.module.css';
import { TaxIdInput } from './TaxIdInput';

type FieldErrors = Partial<Record<ScreeningField, string>>;

/**
 * Consent and the number: the criteria accepted, then the SSN, or "I don't have an SSN" with an ITIN or
 * with nothing. The checks the server makes are made first here, so mistakes show under their fields;
 * Continue runs the screening and goes on to the next step.
 */
export function ScreeningForm() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const submit = useSubmitScreening(transaction.id);
  const ids = { terms: useId(), itinQuestion: useId() };
  const controls = useRef<Partial<Record<ScreeningField, HTMLElement | null>>>({});
  const [values, setValues] = useState<ScreeningFormValues>(emptyScreeningForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string[]>([]);

  /** A change clears the messages of the fields it touched. */
  function change(changes: Partial<ScreeningFormValues>, fields: readonly ScreeningField[]) {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([field]) => !fields.includes(field as ScreeningField)),
      ),
    );
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = screeningFields.find((field) => found[field]);
    if (first) controls.current[first]?.focus();
  }

  async function onSubmit() {
    if (submit.isPending) return;
    setFailure([]);
    const found = screeningFormErrors(values, t('screening.form.itinRequired'));
    if (Object.keys(found).length > 0) return showErrors(found);
    try {
      const { transaction: updated } = await submit.mutateAsync(screeningRequestOf(values));
      navigate(transactionPath(community.slug, updated.id, nextRouteOf(updated)));
    } catch (error) {
      const sorted = sortFailure(error, screeningFields, t('journey.common.genericError'));
      showErrors(Object.fromEntries(sorted.fieldErrors.map(({ field, message }) => [field, message])));
      setFailure(sorted.otherMessages);
    }
  }

  const taxIdField = (kind: 'ssn' | 'itin') => (
    <Field
      label={t(`screening.form.${kind}.label`)}
      hint={t(`screening.form.${kind}.hint`)}
      error={errors[kind]}
    >
      {(control) => (
        <TaxIdInput
          {...control}
          ref={(element) => {
            controls.current[kind] = element;
          }}
          digits={values[kind]}
          onDigitsChange={(digits) => change({ [kind]: digits }, [kind])}
          showLabel={t(`screening.form.${kind}.show`)}
        />
      )}
    </Field>
  );

  const invalid = (field: ScreeningField, describedBy: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': describedBy } : {};

  return (
    <StepForm className={formStyles.form} onSubmit={onSubmit} failure={failure}>
      <div className={styles.group}>
        <CheckboxField label={t('screening.form.accept')}>
          {(control) => (
            <input
              {...control}
              {...invalid('terms_accepted', ids.terms)}
              ref={(element) => {
                controls.current.terms_accepted = element;
              }}
              type="checkbox"
              checked={values.termsAccepted}
              onChange={(event) => change({ termsAccepted: event.target.checked }, ['terms_accepted'])}
            />
          )}
        </CheckboxField>
        <InlineError id={ids.terms} message={errors.terms_accepted} />
      </div>

      {values.noSsn ? null : taxIdField('ssn')}

      <CheckboxField label={t('screening.form.noSsn')}>
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={values.noSsn}
            onChange={(event) => change({ noSsn: event.target.checked }, ['ssn', 'has_itin', 'itin'])}
          />
        )}
      </CheckboxField>

      {values.noSsn ? (
        <>
          <div className={styles.group}>
            <fieldset className={formStyles.options} {...invalid('has_itin', ids.itinQuestion)}>
              <legend className={formStyles.legend}>{t('screening.form.itinQuestion')}</legend>
              {([true, false] as const).map((hasItin) => (
                <label key={String(hasItin)} className={formStyles.option}>
                  <input
                    ref={(element) => {
                      if (hasItin) controls.current.has_itin = element;
                    }}
                    type="radio"
                    name={ids.itinQuestion}
                    checked={values.hasItin === hasItin}
                    onChange={() => change({ hasItin }, ['has_itin', 'itin'])}
                  />
                  {hasItin ? t('screening.form.itinYes') : t('screening.form.itinNo')}
                </label>
              ))}
            </fieldset>
            <InlineError id={ids.itinQuestion} message={errors.has_itin} />
          </div>
          {values.hasItin ? taxIdField('itin') : null}
          {values.hasItin === false ? (
            <p className={styles.note}>{t('screening.form.noNumberNote')}</p>
          ) : null}
        </>
      ) : null}

      <div className={formStyles.actions}>
        <Button type="submit" className={formStyles.submit} aria-disabled={submit.isPending || undefined}>
          {submit.isPending ? t('screening.form.submitting') : t('screening.form.submit')}
        </Button>
      </div>
    </StepForm>
  );
}
