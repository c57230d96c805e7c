import type { Applicant } from '@portal/domain/schemas/lease-transaction';
import type { StatedIncomeAssets } from '@portal/domain/schemas/stated-income';
import { useId, useState } from 'react';
import { Navigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useApplicant } from '@/features/journey/api/applicant';
import { showFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { type StatedIncomeBody, useSaveStatedIncome } from '../api/stated-income';
import {
  NO_STATED_INCOME,
  STATED_INCOME_FIELDS,
  type StatedIncomeValues,
  statedIncomeBody,
  statedIncomeDefaults,
} from '../lib/stated-income-values';
import styles from './Income.module.css';
import { IncomeFormFrame, useIncomePath } from './IncomeFrames';
import { useIncomeFollowUp } from './use-income-follow-up';

const loadStatedIncomeSchema = () =>
  import('../lib/stated-income-schema').then((module) => module.statedIncomeFormSchema);

/**
 * `income-employment/stated-income` (spec part 2 §2, §5 "Stated income and assets"): the yearly income and
 * the assets in the applicant's own words, both required; "I Don't Have Income or Assets" states 0 and 0.
 */
export function StatedIncomePage() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const applicant = useApplicant(transaction.applicant.id);
  return (
    <IncomeFormFrame title={t('income.stated.title')} intro={t('income.stated.intro')}>
      {applicant.isSuccess ? (
        <StatedIncomeForm applicant={applicant.data} />
      ) : (
        <QueryFallback query={applicant} loadingLabel={t('income.loading')} />
      )}
    </IncomeFormFrame>
  );
}

function StatedIncomeForm({ applicant }: { applicant: Applicant }) {
  const { t } = useTranslation();
  const incomePath = useIncomePath();
  const transaction = useCurrentTransaction();
  const save = useSaveStatedIncome(applicant.id);
  const goOn = useIncomeFollowUp();
  const hintId = useId();
  const [failure, setFailure] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useSchemaForm<StatedIncomeValues, StatedIncomeAssets>({
    schema: loadStatedIncomeSchema,
    defaultValues: statedIncomeDefaults(applicant),
  });

  async function send(body: StatedIncomeBody) {
    if (saving) return;
    setSaving(true);
    setFailure([]);
    try {
      await save.mutateAsync(body);
      await goOn('stated-income', transaction);
    } catch (error) {
      setFailure(showFailure(error, STATED_INCOME_FIELDS, t('journey.common.genericError'), setError));
      setSaving(false);
    }
  }

  // The typed values, not the parsed cents: the API takes dollars, commas stripped.
  const submit = handleSubmit(() => send(statedIncomeBody(getValues())));

  // Not asked of this applicant (their enabled_for_stated_income_assets): an old link leads back to the step.
  if (!applicant.enabled_for_stated_income_assets) return <Navigate to={incomePath()} replace />;

  return (
    <StepForm className={styles.form} onSubmit={() => submit()} failure={failure}>
      <Field
        label={t('income.stated.income')}
        hint={t('income.form.amountHint')}
        error={errors.stated_income?.message}
        required
      >
        {(control) => (
          <input
            {...control}
            {...register('stated_income')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
          />
        )}
      </Field>
      <Field
        label={t('income.stated.assets')}
        hint={t('income.stated.assetsHint')}
        error={errors.stated_assets?.message}
        required
      >
        {(control) => (
          <input
            {...control}
            {...register('stated_assets')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
          />
        )}
      </Field>
      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} aria-disabled={saving || undefined}>
          {saving ? t('income.form.saving') : t('journey.common.continue')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          aria-describedby={hintId}
          aria-disabled={saving || undefined}
          onClick={() => void send(NO_STATED_INCOME)}
        >
          {t('income.intro.noIncome')}
        </Button>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('income.stated.noIncomeHint')}
      </p>
    </StepForm>
  );
}
