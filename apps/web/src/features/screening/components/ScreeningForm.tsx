import type { ScreeningRequest } from '@portal/domain/schemas/screening';
import { useId, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { CheckboxField, Field } from '@/components/ui/Field';
import formStyles from '@/components/ui/Form.module.css';
import { InlineError } from '@/components/ui/InlineError';
import { useCommunity } from '@/lib/community-context';
import { showFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { nextRouteOf, transactionPath } from '@/shared/journey-step/drawer-inputs';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useSubmitScreening } from '../api/screening';
import { emptyScreeningForm, type ScreeningFormValues, screeningFields } from '../lib/screening-form';
import styles from './Screening.module.css';
import { TaxIdInput } from './TaxIdInput';

/**
 * Consent and the number: the criteria accepted, then the SSN, or "I don't have an SSN" with an ITIN or
 * with nothing. The API's schema checks them first here, so mistakes show under their fields; Continue
 * runs the screening and goes on to the next step.
 */
export function ScreeningForm() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const screening = useSubmitScreening(transaction.id);
  const ids = { terms: useId(), itinQuestion: useId() };
  const [failure, setFailure] = useState<string[]>([]);
  const itinRequired = t('screening.form.itinRequired');
  const schema = useMemo(
    () => () =>
      import('../lib/screening-form-schema').then((module) => module.screeningFormSchema(itinRequired)),
    [itinRequired],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm<ScreeningFormValues, ScreeningRequest>({ schema, defaultValues: emptyScreeningForm });
  const [noSsn, hasItin] = useWatch({ control, name: ['no_ssn', 'has_itin'] });

  const submit = handleSubmit(async (request) => {
    setFailure([]);
    try {
      const { transaction: updated } = await screening.mutateAsync(request);
      navigate(transactionPath(community.slug, updated.id, nextRouteOf(updated)));
    } catch (error) {
      setFailure(showFailure(error, screeningFields, t('journey.common.genericError'), setError));
    }
  });

  const taxIdField = (kind: 'ssn' | 'itin') => (
    <Field
      label={t(`screening.form.${kind}.label`)}
      hint={t(`screening.form.${kind}.hint`)}
      error={errors[kind]?.message}
    >
      {(controlProps) => (
        <Controller
          control={control}
          name={kind}
          render={({ field }) => (
            <TaxIdInput
              {...controlProps}
              ref={field.ref}
              digits={field.value}
              onDigitsChange={field.onChange}
              onBlur={field.onBlur}
              showLabel={t(`screening.form.${kind}.show`)}
            />
          )}
        />
      )}
    </Field>
  );

  const invalid = (message: string | undefined, describedBy: string) =>
    message ? { 'aria-invalid': true as const, 'aria-describedby': describedBy } : {};

  return (
    <StepForm
      className={formStyles.form}
      onSubmit={() => (isSubmitting ? Promise.resolve() : submit())}
      failure={failure}
    >
      <div className={styles.group}>
        <CheckboxField label={t('screening.form.accept')}>
          {(controlProps) => (
            <input
              {...controlProps}
              {...invalid(errors.terms_accepted?.message, ids.terms)}
              {...register('terms_accepted')}
              type="checkbox"
            />
          )}
        </CheckboxField>
        <InlineError id={ids.terms} message={errors.terms_accepted?.message} />
      </div>

      {noSsn ? null : taxIdField('ssn')}

      <CheckboxField label={t('screening.form.noSsn')}>
        {(controlProps) => (
          <input
            {...controlProps}
            // The other path's messages no longer apply.
            {...register('no_ssn', { onChange: () => clearErrors(['ssn', 'has_itin', 'itin']) })}
            type="checkbox"
          />
        )}
      </CheckboxField>

      {noSsn ? (
        <>
          <div className={styles.group}>
            <fieldset className={formStyles.options} {...invalid(errors.has_itin?.message, ids.itinQuestion)}>
              <legend className={formStyles.legend}>{t('screening.form.itinQuestion')}</legend>
              {(['yes', 'no'] as const).map((answer) => (
                <label key={answer} className={formStyles.option}>
                  <input
                    {...register('has_itin', { onChange: () => clearErrors(['has_itin', 'itin']) })}
                    type="radio"
                    value={answer}
                  />
                  {answer === 'yes' ? t('screening.form.itinYes') : t('screening.form.itinNo')}
                </label>
              ))}
            </fieldset>
            <InlineError id={ids.itinQuestion} message={errors.has_itin?.message} />
          </div>
          {hasItin === 'yes' ? taxIdField('itin') : null}
          {hasItin === 'no' ? <p className={styles.note}>{t('screening.form.noNumberNote')}</p> : null}
        </>
      ) : null}

      <div className={formStyles.actions}>
        <Button type="submit" className={formStyles.submit} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('screening.form.submitting') : t('screening.form.submit')}
        </Button>
      </div>
    </StepForm>
  );
}
