import type { Employer, EmployerInput } from '@portal/domain/schemas/employer';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { UsStateOptions } from '@/components/ui/UsStateOptions';
import { ZipCodeInput } from '@/components/ui/ZipCodeInput';
import { showFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useEmployer, useSaveEmployer } from '../api/employer';
import { EMPLOYER_FIELDS, type EmployerFormValues, employerFormValues } from '../lib/employer-form';
import styles from './Income.module.css';
import { IncomeFormFrame } from './IncomeFrames';
import { useIncomeFollowUp } from './use-income-follow-up';

const loadEmployerSchema = () =>
  import('../lib/employer-form-schema').then((module) => module.employerFormSchema);

/**
 * `income-employment/employer-details` (spec part 2 §2 "Employer details"): after the Summary's Continue
 * where the community collects employers; as much of the employer's name and address as known, every field
 * optional (spec part 2 §5).
 */
export function EmployerDetailsPage() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const employer = useEmployer(transaction.applicant.id);
  return (
    <IncomeFormFrame title={t('income.employer.title')} intro={t('income.employer.intro')}>
      {employer.isSuccess ? (
        <EmployerForm employer={employer.data} />
      ) : (
        <QueryFallback query={employer} loadingLabel={t('income.employer.loading')} />
      )}
    </IncomeFormFrame>
  );
}

function EmployerForm({ employer }: { employer: Employer | null }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const save = useSaveEmployer(transaction.applicant.id);
  const goOn = useIncomeFollowUp();
  const [failure, setFailure] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm<EmployerFormValues, EmployerInput>({
    schema: loadEmployerSchema,
    defaultValues: employerFormValues(employer),
  });

  const submit = handleSubmit(async (input) => {
    setFailure([]);
    try {
      await save.mutateAsync(input);
      await goOn('employer-details', transaction);
    } catch (error) {
      setFailure(showFailure(error, EMPLOYER_FIELDS, t('journey.common.genericError'), setError));
    }
  });

  return (
    <StepForm
      className={styles.form}
      onSubmit={() => (isSubmitting ? Promise.resolve() : submit())}
      failure={failure}
    >
      <Field label={t('income.employer.name')} error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} type="text" autoComplete="organization" />}
      </Field>
      <Field label={t('income.employer.street')} error={errors.address_street?.message}>
        {(control) => <input {...control} {...register('address_street')} type="text" autoComplete="off" />}
      </Field>
      <Field label={t('income.employer.line2')} error={errors.address_line_2?.message}>
        {(control) => <input {...control} {...register('address_line_2')} type="text" autoComplete="off" />}
      </Field>
      <Field label={t('income.employer.city')} error={errors.address_city?.message}>
        {(control) => <input {...control} {...register('address_city')} type="text" autoComplete="off" />}
      </Field>
      <div className={styles.row}>
        <Field label={t('income.employer.state')} error={errors.address_state?.message}>
          {(control) => (
            <select {...control} {...register('address_state')}>
              <UsStateOptions placeholder={t('income.employer.chooseState')} />
            </select>
          )}
        </Field>
        <Field label={t('income.employer.zip')} error={errors.address_postal_code?.message}>
          {(control) => <ZipCodeInput {...control} {...register('address_postal_code')} autoComplete="off" />}
        </Field>
      </div>
      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('income.form.saving') : t('journey.common.continue')}
        </Button>
      </div>
    </StepForm>
  );
}
