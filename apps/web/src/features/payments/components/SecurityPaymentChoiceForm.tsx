import {
  type UnitSecurityPaymentOption,
  unitSecurityPaymentOptions,
} from '@portal/domain/constants/unit-security-payment-options';
import type { TransactionPatch } from '@portal/domain/schemas/lease-transaction';
import type { PaymentOptions } from '@portal/domain/schemas/payment-options';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { showFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { ChoiceFieldset } from '@/shared/journey-step/ChoiceFieldset';
import styles from '@/shared/journey-step/JourneyPage.module.css';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useSaveSecurityPaymentOption } from '../api/security-payment-option';

type Choice = NonNullable<PaymentOptions['unit_security_payment_choice']>;
type ChoiceValues = { unit_security_payment_option: UnitSecurityPaymentOption };
type ChoiceData = Required<Pick<TransactionPatch, 'unit_security_payment_option'>>;
const FIELDS = ['unit_security_payment_option'] as const;
const loadChoiceSchema = () =>
  import('@portal/domain/schemas/lease-transaction').then((module) =>
    module.transactionPatchSchema.pick({ unit_security_payment_option: true }).required(),
  );

/**
 * Where the community offers the deposit alternative, the primary applicant (the form is theirs) chooses between the unit
 * security deposit and the non-refundable fee in its place (decision 0026); the charges are priced again.
 */
export function SecurityPaymentChoiceForm({ choice }: { choice: Choice }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const headingId = useId();
  const save = useSaveSecurityPaymentOption(transaction.id);
  const [failure, setFailure] = useState<string[]>([]);
  const [saved, setSaved] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm<ChoiceValues, ChoiceData>({
    schema: loadChoiceSchema,
    defaultValues: { unit_security_payment_option: transaction.unit_security_payment_option },
  });
  const submit = handleSubmit(async ({ unit_security_payment_option: option }) => {
    setFailure([]);
    setSaved('');
    try {
      await save.mutateAsync(option);
      setSaved(t('payments.securityChoice.saved'));
    } catch (error) {
      setFailure(showFailure(error, FIELDS, t('payments.securityChoice.saveFailed'), setError));
    }
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('payments.securityChoice.heading')}</h2>
      <p>{t('payments.securityChoice.required')}</p>
      <StepForm
        className={styles.form}
        onSubmit={() => (isSubmitting ? Promise.resolve() : submit())}
        failure={failure}
      >
        <ChoiceFieldset
          legend={t('payments.securityChoice.legend')}
          error={errors.unit_security_payment_option?.message}
        >
          {unitSecurityPaymentOptions.map((option) => (
            <label key={option} className={styles.option}>
              <input {...register('unit_security_payment_option')} type="radio" value={option} />
              {t(`payments.securityChoice.options.${option}`, { amount: formatCents(choice[option]) })}
            </label>
          ))}
        </ChoiceFieldset>
        <div className={styles.actions}>
          <Button type="submit" className={styles.submit} aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? t('payments.securityChoice.saving') : t('payments.securityChoice.save')}
          </Button>
        </div>
        <p role="status">{saved}</p>
      </StepForm>
    </section>
  );
}
