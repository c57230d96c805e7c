import { canPayWith } from '@portal/domain/constants/bank-verification-status';
import type { PaymentAnswer, PaymentMethod } from '@portal/domain/schemas/payments';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { LoadingState } from '../../../components/ui/LoadingState';
import { useCommunity } from '../../../lib/community-context';
import { useTranslation } from '../../../lib/i18n';
import { formatCents } from '../../../lib/money';
import { StepForm } from '../../journey/components/StepForm';
import { useCurrentTransaction } from '../../journey/components/transaction-context';
import { useSubmitPayment } from '../api/pay';
import { usePaymentMethods } from '../api/payment-methods';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { isSameAttemptRetry, paymentFailureMessages } from '../lib/payment-failure';
import { paymentMethodDetail, paymentMethodName } from '../lib/payment-method-label';
import { AddCardPanel } from './AddCardPanel';
import styles from './FeesDepositsPage.module.css';

const NEW_CARD = 'new';
type Choice = number | typeof NEW_CARD;

/**
 * Choose a saved card or verified bank account, or add a card, then pay what the server says is due. One
 * payment attempt keeps one Idempotency-Key: a double click or a retry after a lost answer sends the same
 * key, so the server charges at most once.
 */
export function PayForm({
  balance,
  acceptsBank,
  onPaid,
  returnedMethodIds = [],
}: {
  balance: number;
  /** The company takes bank (ACH) payments: bank accounts are added and verified on Payment Methods. */
  acceptsBank: boolean;
  onPaid: (receipt: PaymentAnswer) => void;
  /** Accounts whose payment the bank returned: they cannot pay the balance it left. */
  returnedMethodIds?: readonly number[];
}) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const methods = usePaymentMethods(transaction.id);
  const pay = useSubmitPayment(transaction.id);
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const [saved, setSaved] = useState('');
  const attempt = useRef<{ methodId: number; key: string } | null>(null);
  const sending = useRef(false);

  if (methods.isError) {
    return (
      <LoadFailure
        message={t('payments.fees.methodsFailed')}
        retryLabel={t('payments.fees.retry')}
        onRetry={() => void methods.refetch()}
        retrying={methods.isFetching}
      />
    );
  }
  if (!methods.data) return <LoadingState label={t('payments.fees.loadingMethods')} />;

  const usable = (method: PaymentMethod) => canPayWith(method) && !returnedMethodIds.includes(method.id);
  const selected: Choice = chosen ?? methods.data.find(usable)?.id ?? NEW_CARD;

  async function submit() {
    if (sending.current) return;
    if (selected === NEW_CARD) {
      setFailure([t('payments.fees.addCardFirst')]);
      return;
    }
    if (attempt.current?.methodId !== selected)
      attempt.current = { methodId: selected, key: newIdempotencyKey() };
    sending.current = true;
    setFailure([]);
    try {
      onPaid(await pay.mutateAsync({ paymentMethodId: selected, idempotencyKey: attempt.current.key }));
    } catch (error) {
      if (!isSameAttemptRetry(error)) attempt.current = null;
      setFailure(paymentFailureMessages(error, t('payments.fees.payFailed')));
    } finally {
      sending.current = false;
    }
  }

  function cardSaved(method: PaymentMethod) {
    setChosen(method.id);
    setFailure([]);
    setSaved(t('payments.fees.cardSaved', { name: paymentMethodName(method, t) }));
  }

  return (
    <StepForm className={styles.payForm} onSubmit={submit} failure={failure}>
      <MethodChoice
        methods={methods.data}
        selected={selected}
        onChange={setChosen}
        returnedMethodIds={returnedMethodIds}
      />
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
        <Button type="submit" className={styles.submit} aria-disabled={pay.isPending || undefined}>
          {pay.isPending
            ? t('payments.fees.paying')
            : t('payments.fees.pay', { amount: formatCents(balance) })}
        </Button>
      </div>
    </StepForm>
  );
}

function MethodChoice({
  methods,
  selected,
  onChange,
  returnedMethodIds,
}: {
  methods: PaymentMethod[];
  selected: Choice;
  onChange: (choice: Choice) => void;
  returnedMethodIds: readonly number[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const options = [
    ...methods.map((method) => {
      const returned = returnedMethodIds.includes(method.id);
      return {
        value: method.id as Choice,
        name: paymentMethodName(method, t),
        detail: returned ? t('payments.fees.returnedMethod') : paymentMethodDetail(method, t),
        disabled: returned || !canPayWith(method),
      };
    }),
    {
      value: NEW_CARD as Choice,
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
            checked={selected === option.value}
            disabled={option.disabled}
            aria-describedby={`${id}-${option.value}-detail`}
            onChange={() => onChange(option.value)}
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
