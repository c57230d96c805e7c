import { canPayWith } from '@portal/domain/constants/bank-verification-status';
import type { PaymentAnswer, PaymentIntentAnswer, PaymentMethod } from '@portal/domain/schemas/payments';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunity } from '@/lib/community-context';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { oops } from '@/lib/oops';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import styles from '@/shared/payment-breakdown/FeesDepositsPage.module.css';
import { usePreparedPayment, useSubmitPayment } from '../api/pay';
import { usePaymentMethods } from '../api/payment-methods';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { isSameAttemptRetry, paymentFailureMessages } from '../lib/payment-failure';
import type { PayFormValues, PaymentMethodChoice } from '../lib/payment-form-schemas';
import { paymentMethodDetail } from '../lib/payment-method-detail';
import { AddCardPanel } from './AddCardPanel';

/** Paying with a card not saved yet: its card form shows, and nothing is paid until it is saved. */
const NEW_CARD = 'new';

interface PayFormProps {
  /** The company takes bank (ACH) payments: bank accounts are added and verified on Payment Methods. */
  acceptsBank: boolean;
  onPaid: (receipt: PaymentAnswer) => void;
  /** Accounts whose payment the bank returned: they cannot pay the balance it left. */
  returnedMethodIds?: readonly number[];
}

/**
 * Choose a saved card or verified bank account, or add a card, then pay the payment the server prepared for
 * what is due (its amount is on the button; Stripe's flow: the intent first, then its confirmation). One
 * payment attempt keeps one Idempotency-Key and one intent: a double click or a retry after a lost answer
 * sends the same request, so the server charges at most once.
 */
export function PayForm(props: PayFormProps) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const methods = usePaymentMethods(transaction.id);
  const prepared = usePreparedPayment(transaction.id);
  if (!methods.isSuccess) {
    return (
      <QueryFallback
        query={methods}
        loadingLabel={t('payments.fees.loadingMethods')}
        failure={{ message: oops(t('payments.fees.methodsFailed')), retryLabel: t('payments.fees.retry') }}
      />
    );
  }
  // A payment prepared once stays on screen if reading it again fails: paying it says what changed.
  if (!prepared.data) {
    return (
      <QueryFallback
        query={prepared}
        loadingLabel={t('payments.fees.preparingPayment')}
        failure={{ message: oops(t('payments.fees.prepareFailed')), retryLabel: t('payments.fees.retry') }}
      />
    );
  }
  return (
    <MethodForm methods={methods.data} payment={prepared.data} preparing={prepared.isFetching} {...props} />
  );
}

function MethodForm({
  methods,
  payment,
  preparing,
  acceptsBank,
  onPaid,
  returnedMethodIds = [],
}: PayFormProps & { methods: PaymentMethod[]; payment: PaymentIntentAnswer; preparing: boolean }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const pay = useSubmitPayment(transaction.id);
  const [failure, setFailure] = useState<string[]>([]);
  const [saved, setSaved] = useState('');
  const attempt = useRef<{ methodId: number; intentId: string; key: string } | null>(null);
  const sending = useRef(false);
  // A press while the payment is prepared again: the amount the button said then, paid once it is ready.
  const [pressedFor, setPressedFor] = useState<number | null>(null);
  const addCardFirst = t('payments.fees.addCardFirst');
  const schema = useMemo(
    () => () => import('../lib/payment-form-schemas').then((module) => module.payFormSchema(addCardFirst)),
    [addCardFirst],
  );
  const usable = (method: PaymentMethod) => canPayWith(method) && !returnedMethodIds.includes(method.id);
  const { control, handleSubmit, setValue } = useSchemaForm<PayFormValues, PaymentMethodChoice>({
    schema,
    defaultValues: { payment_method_id: String(methods.find(usable)?.id ?? NEW_CARD) },
  });
  const selected = useWatch({ control, name: 'payment_method_id' });

  // The choice's problem (the new card is not saved yet) is said at the top, where the pay failures are.
  const submit = handleSubmit(
    async ({ payment_method_id: methodId }) => {
      if (sending.current) return;
      // While the payment is prepared again, its amount may change: the press waits for it (below).
      if (preparing) {
        setPressedFor(payment.amount);
        return;
      }
      const intentId = payment.intent.id;
      if (attempt.current?.methodId !== methodId || attempt.current.intentId !== intentId) {
        attempt.current = { methodId, intentId, key: newIdempotencyKey() };
      }
      sending.current = true;
      setFailure([]);
      try {
        onPaid(
          await pay.mutateAsync({
            paymentIntentId: attempt.current.intentId,
            paymentMethodId: methodId,
            idempotencyKey: attempt.current.key,
          }),
        );
      } catch (error) {
        if (!isSameAttemptRetry(error)) attempt.current = null;
        setFailure(paymentFailureMessages(error, t('payments.fees.payFailed')));
      } finally {
        sending.current = false;
      }
    },
    (invalid) => setFailure(invalid.payment_method_id?.message ? [invalid.payment_method_id.message] : []),
  );

  // The press is kept, not lost: it pays once the payment is ready, and only the amount the payer saw.
  useEffect(() => {
    if (preparing || pressedFor === null) return;
    setPressedFor(null);
    if (payment.amount === pressedFor) void submit();
    else setFailure([t('payments.fees.amountNowIs', { amount: formatCents(payment.amount) })]);
  }, [preparing, pressedFor, payment.amount, submit, t]);

  function cardSaved(method: PaymentMethod) {
    setValue('payment_method_id', String(method.id));
    setFailure([]);
    setSaved(t('payments.fees.cardSaved', { name: method.label }));
  }

  return (
    <StepForm className={styles.payForm} onSubmit={submit} failure={failure}>
      <MethodChoice methods={methods} control={control} returnedMethodIds={returnedMethodIds} />
      <p className={styles.saved} role="status">
        {saved}
      </p>
      {acceptsBank ? (
        <p className={styles.bankHint}>
          {t('payments.fees.bankHint')}{' '}
          <Link to={`/${community.slug}/payment-methods`}>{t('payments.fees.bankLink')}</Link>
        </p>
      ) : null}
      {selected === NEW_CARD ? <AddCardPanel transactionId={transaction.id} onSaved={cardSaved} /> : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          className={styles.submit}
          aria-disabled={pay.isPending || preparing || undefined}
        >
          {pay.isPending || pressedFor !== null
            ? t('payments.fees.paying')
            : t('payments.fees.pay', { amount: formatCents(payment.amount) })}
        </Button>
      </div>
    </StepForm>
  );
}

function MethodChoice({
  methods,
  control,
  returnedMethodIds,
}: {
  methods: PaymentMethod[];
  control: Control<PayFormValues, unknown, PaymentMethodChoice>;
  returnedMethodIds: readonly number[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const { field } = useController({ control, name: 'payment_method_id' });
  const options = [
    ...methods.map((method) => {
      const returned = returnedMethodIds.includes(method.id);
      return {
        value: String(method.id),
        name: method.label,
        detail: returned ? t('payments.fees.returnedMethod') : paymentMethodDetail(method, t),
        disabled: returned || !canPayWith(method),
      };
    }),
    {
      value: NEW_CARD,
      name: t('payments.fees.newCard'),
      detail: t('payments.fees.newCardDetail'),
      disabled: false,
    },
  ];
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>{t('payments.fees.payWith')}</legend>
      {options.map((option) => (
        <div key={option.value} className={styles.method}>
          <input
            type="radio"
            id={`${id}-${option.value}`}
            name={`${id}-method`}
            checked={field.value === option.value}
            disabled={option.disabled}
            aria-describedby={`${id}-${option.value}-detail`}
            onChange={() => field.onChange(option.value)}
          />
          <label htmlFor={`${id}-${option.value}`}>
            <span className={styles.methodName}>{option.name}</span>
            <span id={`${id}-${option.value}-detail`} className={styles.methodDetail}>
              {option.detail}
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
