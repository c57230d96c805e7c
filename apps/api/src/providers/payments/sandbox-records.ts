import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxIntents, sandboxPaymentMethods } from '../../db/schema/sandbox-processor.js';
import type { Clock } from '../../lib/clock.js';
import type { ProcessorIntent, ProcessorPaymentMethod } from './payment-processor.js';

// The sandbox processor's own tables, read and written in the terms of Stripe's objects.

export type IntentRow = typeof sandboxIntents.$inferSelect;
export type MethodRow = typeof sandboxPaymentMethods.$inferSelect;

export const newSandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

export const describeMethod = (row: MethodRow): ProcessorPaymentMethod => ({
  reference: row.id,
  kind: row.kind === 'bank' ? 'bank' : 'card',
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

export function sandboxRecords({ db, clock }: { db: Database; clock: Clock }) {
  async function intentRow(reference: string): Promise<IntentRow> {
    const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.id, reference));
    if (!row) throw new Error(`The sandbox has no intent ${reference}`);
    return row;
  }

  async function describeIntent(row: IntentRow): Promise<ProcessorIntent> {
    const [method] = row.paymentMethod
      ? await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, row.paymentMethod))
      : [];
    const succeeded = row.status === 'succeeded';
    return {
      reference: row.id,
      clientSecret: row.clientSecret,
      status: row.status as ProcessorIntent['status'],
      amountCents: row.amountCents,
      paymentMethod: method ? describeMethod(method) : null,
      chargeReference: succeeded && row.kind === 'payment' ? row.id.replace(/^pi_/, 'ch_') : null,
    };
  }

  async function createIntent(kind: 'setup' | 'payment', customer: string, amountCents: number | null) {
    const id = newSandboxId(kind === 'setup' ? 'seti' : 'pi');
    const now = clock.now();
    const [row] = await db
      .insert(sandboxIntents)
      .values({
        id,
        kind,
        customer,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        amountCents,
        status: kind === 'setup' ? 'requires_payment_method' : 'requires_confirmation',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('The sandbox could not create the intent');
    return describeIntent(row);
  }

  async function customerMethod(reference: string, customer: string): Promise<MethodRow | undefined> {
    const [method] = await db
      .select()
      .from(sandboxPaymentMethods)
      .where(
        and(
          eq(sandboxPaymentMethods.id, reference),
          eq(sandboxPaymentMethods.customer, customer),
          isNull(sandboxPaymentMethods.detachedAt),
        ),
      );
    return method;
  }

  async function insertMethod(
    values: Omit<typeof sandboxPaymentMethods.$inferInsert, 'id' | 'createdAt'>,
  ): Promise<MethodRow> {
    const [method] = await db
      .insert(sandboxPaymentMethods)
      .values({ ...values, id: newSandboxId(values.kind === 'bank' ? 'ba' : 'pm'), createdAt: clock.now() })
      .returning();
    if (!method) throw new Error('The sandbox could not save the payment method');
    return method;
  }

  return { intentRow, describeIntent, createIntent, customerMethod, insertMethod };
}
