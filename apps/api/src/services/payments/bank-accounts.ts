import { BankVerificationStatus } from '@portal/domain/constants/bank-verification-status';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { paymentMethods } from '../../db/schema/payment-methods.js';
import { AppError, type FieldTexts } from '../../lib/app-error.js';
import { message, type Text } from '../../messages/message.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import {
  ACCOUNT_NUMBER_MESSAGE,
  isValidAccountNumber,
  isValidRoutingNumber,
  MAX_VERIFICATION_ATTEMPTS,
  ROUTING_NUMBER_MESSAGE,
  VERIFICATION_DAYS,
} from './bank-account-rules.js';
import {
  describePaymentMethod,
  failOverdueVerifications,
  ownPaymentMethod,
  type PaymentMethodView,
  processorCustomerFor,
  saveProcessorMethod,
} from './payment-methods.js';
import { acceptsAch } from './payment-options.js';

export interface NewBankAccount {
  owner_name: string;
  routing_number: string;
  account_number: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Adds a bank account (only where the company takes ACH from applicants): the numbers are checked here,
 * handed to the processor, and forgotten; we keep the last four digits. The processor sends two
 * micro-deposits, and the account stays Pending Verification until the owner confirms them.
 */
export async function addBankAccount(
  context: AppContext,
  access: TransactionAccess,
  userId: number,
  account: NewBankAccount,
): Promise<PaymentMethodView> {
  const bank = context.payments.bankAccounts;
  if (!bank || !(await acceptsAch(context, access.transaction.communityId))) {
    throw new AppError('PermissionDenied', 'ach_not_accepted');
  }
  const problems: FieldTexts = {};
  if (!isValidRoutingNumber(account.routing_number))
    problems.routing_number = [{ said: ROUTING_NUMBER_MESSAGE }];
  if (!isValidAccountNumber(account.account_number))
    problems.account_number = [{ said: ACCOUNT_NUMBER_MESSAGE }];
  if (Object.keys(problems).length > 0) {
    throw new AppError('ValidationError', 'check_bank_account', problems);
  }
  const customer = await processorCustomerFor(context, userId);
  const attached = await bank.attachBankAccount(customer, {
    ownerName: account.owner_name,
    routingNumber: account.routing_number,
    accountNumber: account.account_number,
  });
  const method = await saveProcessorMethod(context, userId, attached, {
    bankOwnerName: account.owner_name,
    verificationDeadline: new Date(context.clock.now().getTime() + VERIFICATION_DAYS * DAY_MS),
  });
  return describePaymentMethod(method, access.transaction.id);
}

/** The owner's two micro-deposit amounts: right → Verified; wrong three times, or too late → Failed. */
export async function verifyBankAccount(
  context: AppContext,
  { transaction }: TransactionAccess,
  userId: number,
  methodId: number,
  amountsCents: readonly [number, number],
): Promise<PaymentMethodView> {
  await failOverdueVerifications(context, userId);
  const method = await ownPaymentMethod(context.db, userId, methodId);
  const bank = context.payments.bankAccounts;
  if (method.kind !== 'bank' || !bank) throw new AppError('ValidationError', 'only_bank_accounts_verified');
  if (method.verificationStatus === BankVerificationStatus.Verified) {
    throw new AppError('Conflict', 'bank_account_already_verified');
  }
  if (method.verificationStatus === BankVerificationStatus.FailedVerification) {
    const tooMany = method.verificationAttempts >= MAX_VERIFICATION_ATTEMPTS;
    throw new AppError('Conflict', tooMany ? 'bank_verification_failed' : 'bank_verification_expired');
  }
  const matches = await bank.verifyMicroDeposits(method.processorReference, amountsCents);
  const attempts = method.verificationAttempts + (matches ? 0 : 1);
  const status = matches
    ? BankVerificationStatus.Verified
    : attempts >= MAX_VERIFICATION_ATTEMPTS
      ? BankVerificationStatus.FailedVerification
      : BankVerificationStatus.PendingVerification;
  // Only if nobody else counted an attempt meanwhile: two quick tries cannot share one attempt.
  const [saved] = await context.db
    .update(paymentMethods)
    .set({ verificationStatus: status, verificationAttempts: attempts })
    .where(
      and(
        eq(paymentMethods.id, method.id),
        eq(paymentMethods.verificationAttempts, method.verificationAttempts),
      ),
    )
    .returning();
  if (!saved) throw new AppError('Conflict', 'bank_account_just_checked');
  if (matches) return describePaymentMethod(saved, transaction.id);
  const attemptsLeft = MAX_VERIFICATION_ATTEMPTS - attempts;
  const refusal: Text =
    status === BankVerificationStatus.FailedVerification
      ? 'bank_verification_failed'
      : attemptsLeft === 1
        ? 'wrong_deposit_amounts_one'
        : message('wrong_deposit_amounts', { attempts: attemptsLeft });
  throw new AppError('ValidationError', refusal, { amounts: [refusal] });
}
