import { BankVerificationStatus } from '@portal/domain/constants/bank-verification-status';
import type { PaymentMethod } from '@portal/domain/schemas/payments';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { formatMomentDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { useRemovePaymentMethod } from '../api/payment-methods';
import { paymentFailureMessages } from '../lib/payment-failure';
import { paymentMethodDetail } from '../lib/payment-method-detail';
import styles from './PaymentMethodsPage.module.css';
import { VerifyBankForm } from './VerifyBankForm';

/** One saved card or bank account: where it stands, confirming its deposits, and removing it. */
export function SavedMethodItem({
  transactionId,
  method,
  onNotice,
}: {
  transactionId: number;
  method: PaymentMethod;
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation();
  const name = method.label;
  const pending = method.kind === 'bank' && method.status === BankVerificationStatus.PendingVerification;
  const failed = method.kind === 'bank' && method.status === BankVerificationStatus.FailedVerification;

  return (
    <li className={styles.item}>
      <div className={styles.itemHeader}>
        <h3 className={styles.itemName}>{name}</h3>
        <p className={styles.itemDetail}>{paymentMethodDetail(method, t)}</p>
      </div>
      {pending ? (
        <>
          <p>
            {t('payments.methodsPage.pendingNotice', {
              date: method.verification_deadline ? formatMomentDate(method.verification_deadline) : '',
            })}
          </p>
          <VerifyBankForm
            transactionId={transactionId}
            method={method}
            onVerified={() => onNotice(t('payments.methodsPage.verified', { name }))}
          />
        </>
      ) : null}
      {failed ? <ErrorList messages={[t('payments.methodsPage.failedNotice')]} /> : null}
      <RemoveMethod
        transactionId={transactionId}
        method={method}
        name={name}
        onRemoved={() => onNotice(t('payments.methodsPage.removed', { name }))}
      />
    </li>
  );
}

function RemoveMethod({
  transactionId,
  method,
  name,
  onRemoved,
}: {
  transactionId: number;
  method: PaymentMethod;
  name: string;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemovePaymentMethod(transactionId);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);

  function confirm() {
    if (remove.isPending) return;
    setFailure([]);
    remove.mutate(method.id, {
      onSuccess: onRemoved,
      onError: (error) => setFailure(paymentFailureMessages(error, t('payments.methodsPage.removeFailed'))),
    });
  }

  if (!confirming) {
    return (
      <Button variant="secondary" className={styles.start} onClick={() => setConfirming(true)}>
        {t('payments.methodsPage.remove', { name })}
      </Button>
    );
  }
  return (
    <fieldset className={styles.confirm}>
      <legend>{t('payments.methodsPage.confirmRemove', { name })}</legend>
      <ErrorList messages={failure} />
      <div className={styles.actions}>
        <Button onClick={confirm} aria-disabled={remove.isPending || undefined}>
          {remove.isPending ? t('payments.methodsPage.removing') : t('payments.methodsPage.yesRemove')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t('payments.methodsPage.keep')}
        </Button>
      </div>
    </fieldset>
  );
}
