import type { BankAccountInput } from '@portal/domain/schemas/payment-requests';
import type { PaymentMethod } from '@portal/domain/schemas/payments';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { showFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useAddBankAccount } from '../api/payment-methods';
import styles from './PaymentMethodsPage.module.css';

const BANK_FIELDS = ['owner_name', 'routing_number', 'account_number'] as const satisfies ReadonlyArray<
  keyof BankAccountInput
>;
type BankField = (typeof BANK_FIELDS)[number];
const loadBankAccountSchema = () =>
  import('@portal/domain/schemas/payment-requests').then((module) => module.bankAccountInputSchema);

/**
 * A bank account for ACH payments. The server checks the routing number and keeps only the last four
 * digits of the account number; the form forgets both as soon as the account is added. The name on the
 * account starts as the user's own (WCAG 3.3.7), to change when the account is someone else's.
 */
export function AddBankAccountForm({
  transactionId,
  ownerName,
  onAdded,
}: {
  transactionId: number;
  /** The signed-in user's legal name, as they gave it for their account. */
  ownerName: string;
  onAdded: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const empty: BankAccountInput = { owner_name: ownerName, routing_number: '', account_number: '' };
  const add = useAddBankAccount(transactionId);
  const [failure, setFailure] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm<BankAccountInput>({ schema: loadBankAccountSchema, defaultValues: empty });

  const submit = handleSubmit(async (account) => {
    setFailure([]);
    try {
      const method = await add.mutateAsync(account);
      reset(empty);
      onAdded(method);
    } catch (error) {
      setFailure(showFailure(error, BANK_FIELDS, t('payments.methodsPage.addBankFailed'), setError));
    }
  });

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
    <StepForm
      className={styles.form}
      onSubmit={() => (isSubmitting ? Promise.resolve() : submit())}
      failure={failure}
    >
      {inputs.map(({ field, label, numeric, autoComplete }) => (
        <Field key={field} label={label} error={errors[field]?.message} required>
          {(control) => (
            <input
              {...control}
              {...register(field)}
              inputMode={numeric ? 'numeric' : 'text'}
              autoComplete={autoComplete}
            />
          )}
        </Field>
      ))}
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('payments.methodsPage.addingBank') : t('payments.methodsPage.addBankButton')}
        </Button>
      </div>
    </StepForm>
  );
}
