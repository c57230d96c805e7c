import { BankVerificationStatus } from '@portal/domain/constants/bank-verification-status';
import { paymentMethodLabel } from '@portal/domain/payments/payment-method-label';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { paymentMethods, paymentProcessorCustomers } from '../../db/schema/payment-methods.js';
import { users } from '../../db/schema/users.js';
import { notFound } from '../../lib/app-error.js';
import type { ProcessorPaymentMethod } from '../../providers/payments/payment-processor.js';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** A saved method as the API shows it: enough to recognise it, never the full number. */
export interface PaymentMethodView {
  id: number;
  kind: 'card' | 'bank';
  brand: string;
  last4: string;
  /** "Visa ending in 4242": the one name every screen gives the method. */
  label: string;
  exp_month: number | null;
  exp_year: number | null;
  /** Bank accounts: 10 Pending Verification, 20 Verified, 30 Failed Verification; cards: null. */
  status: number | null;
  owner_name: string | null;
  /** Bank accounts pending verification: the micro-deposits must be confirmed before this moment. */
  verification_deadline: string | null;
  /** Bank accounts pending verification: the call confirming the micro-deposits (decision 0031). */
  verification_url: string | null;
  /** The processor's id of the method, shown to its owner alone (decision 0031). */
  payment_method_token: string;
  created_at: string;
}

/** The verification call sits under an application, so the one the caller asked through names it. */
export function describePaymentMethod(row: PaymentMethodRow, transactionId: number): PaymentMethodView {
  const named = {
    kind: row.kind === 'bank' ? 'bank' : 'card',
    brand: (row.kind === 'bank' ? row.bankName : row.cardBrand) ?? '',
    last4: (row.kind === 'bank' ? row.bankLast4 : row.cardLast4) ?? '',
  } as const;
  return {
    id: row.id,
    ...named,
    label: paymentMethodLabel(named),
    exp_month: row.cardExpMonth,
    exp_year: row.cardExpYear,
    status: row.verificationStatus,
    owner_name: row.bankOwnerName,
    verification_deadline: row.verificationDeadline?.toISOString() ?? null,
    verification_url:
      row.kind === 'bank' && row.verificationStatus === BankVerificationStatus.PendingVerification
        ? `/api/transaction/${transactionId}/payments/methods/${row.id}/verify/`
        : null,
    payment_method_token: row.processorReference,
    created_at: row.createdAt.toISOString(),
  };
}

/** The caller's account at the processor, made the first time they save a method or pay. */
export async function processorCustomerFor(
  { db, clock, payments }: AppContext,
  userId: number,
): Promise<string> {
  const where = and(
    eq(paymentProcessorCustomers.userId, userId),
    eq(paymentProcessorCustomers.processor, payments.name),
  );
  const [existing] = await db.select().from(paymentProcessorCustomers).where(where);
  if (existing) return existing.customerReference;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('your_account_not_found');
  const reference = await payments.createCustomer({
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    userId,
  });
  await db
    .insert(paymentProcessorCustomers)
    .values({ userId, processor: payments.name, customerReference: reference, createdAt: clock.now() })
    .onConflictDoNothing();
  const [saved] = await db.select().from(paymentProcessorCustomers).where(where);
  return saved?.customerReference ?? reference;
}

/** Keeps a method the processor attached for the user; saving the same one twice keeps one row. */
export async function saveProcessorMethod(
  { db, clock, payments }: AppContext,
  userId: number,
  method: ProcessorPaymentMethod,
  bank: { bankOwnerName: string; verificationDeadline: Date } | null = null,
): Promise<PaymentMethodRow> {
  const isBank = method.kind === 'bank';
  await db
    .insert(paymentMethods)
    .values({
      userId,
      kind: method.kind,
      processor: payments.name,
      processorReference: method.reference,
      cardBrand: isBank ? null : method.brand,
      cardLast4: isBank ? null : method.last4,
      cardExpMonth: method.expMonth,
      cardExpYear: method.expYear,
      bankName: isBank ? method.brand : null,
      bankLast4: isBank ? method.last4 : null,
      verificationStatus: isBank ? BankVerificationStatus.PendingVerification : null,
      bankOwnerName: bank?.bankOwnerName ?? null,
      verificationDeadline: bank?.verificationDeadline ?? null,
      createdAt: clock.now(),
    })
    .onConflictDoNothing();
  return findOwnMethod(db, userId, undefined, method.reference);
}

async function findOwnMethod(
  db: AppContext['db'],
  userId: number,
  id: number | undefined,
  reference?: string,
): Promise<PaymentMethodRow> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        isNull(paymentMethods.removedAt),
        id === undefined ? undefined : eq(paymentMethods.id, id),
        reference === undefined ? undefined : eq(paymentMethods.processorReference, reference),
      ),
    );
  if (!row) throw notFound('method_not_found');
  return row;
}

/** One of the caller's own saved methods; anybody else's is a 404, as if it did not exist. */
export const ownPaymentMethod = (db: AppContext['db'], userId: number, id: number) =>
  findOwnMethod(db, userId, id);

export async function listPaymentMethods(
  context: AppContext,
  userId: number,
  transactionId: number,
): Promise<PaymentMethodView[]> {
  await failOverdueVerifications(context, userId);
  const rows = await context.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt)))
    .orderBy(asc(paymentMethods.id));
  return rows.map((row) => describePaymentMethod(row, transactionId));
}

/** Pending accounts whose 10 days ran out are Failed Verification; run before showing or using methods. */
export async function failOverdueVerifications({ db, clock }: AppContext, userId: number): Promise<void> {
  await db
    .update(paymentMethods)
    .set({ verificationStatus: BankVerificationStatus.FailedVerification })
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.verificationStatus, BankVerificationStatus.PendingVerification),
        lt(paymentMethods.verificationDeadline, clock.now()),
      ),
    );
}

/** Forgets a saved method here and at the processor; past payments keep naming it. */
export async function removePaymentMethod(context: AppContext, userId: number, id: number): Promise<void> {
  const method = await ownPaymentMethod(context.db, userId, id);
  await context.payments.detachPaymentMethod(method.processorReference);
  await context.db
    .update(paymentMethods)
    .set({ removedAt: context.clock.now() })
    .where(eq(paymentMethods.id, method.id));
}
