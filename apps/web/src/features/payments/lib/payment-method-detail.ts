import { BankVerificationStatus } from '@portal/domain/constants/bank-verification-status';
import type { PaymentMethod } from '@portal/domain/schemas/payments';
import type { TFunction } from '@/lib/i18n';

/** The line under a method's name: a card's expiry, or where a bank account stands. */
export function paymentMethodDetail(method: PaymentMethod, t: TFunction): string {
  if (method.kind === 'card') {
    const month = String(method.exp_month ?? '').padStart(2, '0');
    return t('payments.methods.expires', { date: `${month}/${method.exp_year ?? ''}` });
  }
  if (method.status === BankVerificationStatus.Verified) return t('payments.methods.bankVerified');
  if (method.status === BankVerificationStatus.FailedVerification) return t('payments.methods.bankFailed');
  return t('payments.methods.bankPending');
}
