import type { BankVerification } from '@portal/domain/schemas/payment-requests';
import type { PaymentMethod } from '@portal/domain/schemas/payments';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useVerifyBankAccount } from '../api/payment-methods';
import { paymentFailureMessages } from '../lib/payment-failure';
import type { BankDepositsValues } from '../lib/payment-form-schemas';
import styles from './PaymentMethodsPage.module.css';

/** The two small deposits as the bank statement shows them; three wrong pairs and the account fails. */
export function VerifyBankForm({
  transactionId,
  method,
  onVerified,
}: {
  transactionId: number;
  method: PaymentMethod;
  onVerified: () => void;
}) {
  const { t } = useTranslation();
  const verify = useVerifyBankAccount(transactionId);
  const [failure, setFailure] = useState<string[]>([]);
  const depositFormat = t('payments.methodsPage.depositFormat');
  const schema = useMemo(
    () => () =>
      import('../lib/payment-form-schemas').then((module) => module.bankDepositsFormSchema(depositFormat)),
    [depositFormat],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<BankDepositsValues, BankVerification>({
    schema,
    defaultValues: { first: '', second: '' },
  });

  const submit = handleSubmit(
    async ({ amounts }) => {
      setFailure([]);
      try {
        await verify.mutateAsync({ methodId: method.id, amounts });
        onVerified();
      } catch (error) {
        setFailure(paymentFailureMessages(error, t('payments.methodsPage.verifyFailed')));
      }
    },
    () => setFailure([]),
  );

  const deposits = [
    { field: 'first', label: t('payments.methodsPage.firstDeposit') },
    { field: 'second', label: t('payments.methodsPage.secondDeposit') },
  ] as const;
  return (
    <StepForm
      className={styles.form}
      onSubmit={() => (isSubmitting ? Promise.resolve() : submit())}
      failure={failure}
    >
      <div className={styles.row}>
        {deposits.map(({ field, label }) => (
          <Field
            key={field}
            label={label}
            error={errors[field]?.message}
            hint={t('payments.methodsPage.depositHint')}
          >
            {(control) => <input {...control} {...register(field)} inputMode="decimal" autoComplete="off" />}
          </Field>
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('payments.methodsPage.verifying') : t('payments.methodsPage.verify')}
        </Button>
      </div>
    </StepForm>
  );
}
