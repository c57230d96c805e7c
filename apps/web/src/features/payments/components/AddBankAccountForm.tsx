import type { PaymentMethod } from '@portal/domain/schemas/payments';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { useTranslation } from '../../../lib/i18n';
import { StepForm } from '../../journey/components/StepForm';
import { sortFailure } from '../../journey/lib/submit-failure';
import { type NewBankAccount, useAddBankAccount } from '../api/payment-methods';
import styles from './PaymentMethodsPage.module.css';

const FIELDS = ['owner_name', 'routing_number', 'account_number'] as const;
type BankField = (typeof FIELDS)[number];
const EMPTY: NewBankAccount = { owner_name: '', routing_number: '', account_number: '' };

/**
 * A bank account for ACH payments. The server checks the routing number and keeps only the last four
 * digits of the account number; the form forgets both as soon as the account is added.
 */
export function AddBankAccountForm({
  transactionId,
  onAdded,
}: {
  transactionId: number;
  onAdded: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const add = useAddBankAccount(transactionId);
  const [values, setValues] = useState<NewBankAccount>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<BankField, string>>>({});
  const [failure, setFailure] = useState<string[]>([]);

  async function submit() {
    if (add.isPending) return;
    setFieldErrors({});
    setFailure([]);
    try {
      const method = await add.mutateAsync(values);
      setValues(EMPTY);
      onAdded(method);
    } catch (error) {
      const sorted = sortFailure(error, FIELDS, t('payments.methodsPage.addBankFailed'));
      setFieldErrors(Object.fromEntries(sorted.fieldErrors.map(({ field, message }) => [field, message])));
      setFailure(sorted.otherMessages);
    }
  }

  const inputs: Array<{ field: BankField; label: string; numeric: boolean; autoComplete: string }> = [
    { field: 'owner_name', label: t('payments.methodsPage.ownerName'), numeric: false, autoComplete: 'name' },
    {
      field: 'routing_number',
      label: t('payments.methodsPage.routingNumber'),
      numeric: true,
      autoComplete: 'off',
    },
    {
      field: 'account_number',
      label: t('payments.methodsPage.accountNumber'),
      numeric: true,
      autoComplete: 'off',
    },
  ];
  return (
    <StepForm className={styles.form} onSubmit={submit} failure={failure}>
      {inputs.map(({ field, label, numeric, autoComplete }) => (
        <Field key={field} label={label} error={fieldErrors[field]} required>
          {(control) => (
            <input
              {...control}
              inputMode={numeric ? 'numeric' : 'text'}
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          )}
        </Field>
      ))}
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={add.isPending || undefined}>
          {add.isPending ? t('payments.methodsPage.addingBank') : t('payments.methodsPage.addBankButton')}
        </Button>
      </div>
    </StepForm>
  );
}
