import type { PaymentMethod } from '@portal/domain/schemas/payments';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { useTranslation } from '../../../lib/i18n';
import { StepForm } from '../../journey/components/StepForm';
import { useVerifyBankAccount } from '../api/payment-methods';
import { depositCents } from '../lib/deposit-amount';
import { paymentFailureMessages } from '../lib/payment-failure';
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
  const [amounts, setAmounts] = useState(['', '']);
  const [fieldErrors, setFieldErrors] = useState<[string, string]>(['', '']);
  const [failure, setFailure] = useState<string[]>([]);

  async function submit() {
    if (verify.isPending) return;
    const cents = amounts.map(depositCents);
    const errors = cents.map((value) => (value === null ? t('payments.methodsPage.depositFormat') : '')) as [
      string,
      string,
    ];
    setFieldErrors(errors);
    setFailure([]);
    const [first, second] = cents;
    if (first == null || second == null) return;
    try {
      await verify.mutateAsync({ methodId: method.id, amounts: [first, second] });
      onVerified();
    } catch (error) {
      setFailure(paymentFailureMessages(error, t('payments.methodsPage.verifyFailed')));
    }
  }

  const labels = [t('payments.methodsPage.firstDeposit'), t('payments.methodsPage.secondDeposit')];
  return (
    <StepForm className={styles.form} onSubmit={submit} failure={failure}>
      <div className={styles.row}>
        {labels.map((label, index) => (
          <Field
            key={label}
            label={label}
            error={fieldErrors[index] || undefined}
            hint={t('payments.methodsPage.depositHint')}
          >
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                value={amounts[index]}
                onChange={(event) => {
                  const next = [...amounts];
                  next[index] = event.target.value;
                  setAmounts(next);
                }}
              />
            )}
          </Field>
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={verify.isPending || undefined}>
          {verify.isPending ? t('payments.methodsPage.verifying') : t('payments.methodsPage.verify')}
        </Button>
      </div>
    </StepForm>
  );
}
