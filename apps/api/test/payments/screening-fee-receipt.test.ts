import type { ScreeningFeeItemization } from '@portal/domain/jurisdictions/screening-fee-receipt';
import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import type { PaymentAnswer } from '@portal/domain/schemas/payments';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/db/schema/idempotency-keys.js';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { paymentIntents, payments } from '../../src/db/schema/payments.js';
import { users } from '../../src/db/schema/users.js';
import {
  PAYMENT_RECEIPT_TOPIC,
  paymentReceiptHandler,
} from '../../src/services/payments/payment-receipt-mail.js';
import { withToken } from '../factories/users.js';
import { DEMO_STAFF, deliverTopic, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { BAYVIEW_FEE_CENTS, paidAtBayview } from './bayview-applicants.js';
import { pay, saveCard } from './payment-helpers.js';
import { payableApplication } from './priced-application.js';

const SPLIT = { agency_cents: 3_500, processing_cents: 2_000 };

describeApi("the screening fee's itemized receipt (Cal. Civ. Code § 1950.6(d), issue 39)", (context) => {
  const db = () => context().database.db;
  const app = () => context().app;
  const admin = () => staffToken(app(), DEMO_STAFF.harborAdmin);
  const exported = async (token: string): Promise<CommunityDefinition> =>
    (await getAs(app(), token, '/api/admin/communities/bayview-terrace/export/')).json();
  const patchFees = (token: string | null, fees: CommunityDefinition['fees'], language = 'en') =>
    app().inject({
      method: 'PATCH',
      url: '/api/admin/communities/bayview-terrace/',
      headers: { ...(token ? withToken(token) : {}), 'accept-language': language },
      payload: { fees },
    });
  /** Bayview's fees with `key`'s split replaced. */
  const splitting = (before: CommunityDefinition, key: string, itemization: ScreeningFeeItemization) =>
    before.fees.map((fee) => (fee.key === key ? { ...fee, itemization } : fee));

  /** Runs `test` while Bayview Terrace's screening fee is split as `split`, then puts its fees back. */
  async function whileSplit(split: ScreeningFeeItemization, test: () => Promise<void>) {
    const token = await admin();
    const before = await exported(token);
    const saved = await patchFees(token, splitting(before, 'application-fee', split));
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      await test();
    } finally {
      expect((await patchFees(token, before.fees)).statusCode).toBe(200);
    }
  }

  /** What POST …/payment answered the transaction's payment: its Idempotency-Key's stored answer. */
  async function answerOf(transactionId: number): Promise<PaymentAnswer> {
    const [row] = await db()
      .select({ answer: idempotencyKeys.responseBody })
      .from(payments)
      .innerJoin(paymentIntents, eq(paymentIntents.id, payments.paymentIntentId))
      .innerJoin(idempotencyKeys, eq(idempotencyKeys.id, paymentIntents.idempotencyKeyId))
      .where(eq(payments.transactionId, transactionId))
      .orderBy(desc(payments.id));
    return row?.answer as PaymentAnswer;
  }
  const receiptMailTo = async (email: string) => {
    await deliverTopic(context(), PAYMENT_RECEIPT_TOPIC, paymentReceiptHandler);
    const [mail] = await db().select().from(mailMessages).where(eq(mailMessages.recipient, email));
    return mail;
  };

  it('itemizes the Oakland screening fee in the answer as the settings split it, citing the law', async () => {
    await whileSplit(SPLIT, async () => {
      const { transactionId, applicantId } = await paidAtBayview(context());
      const answer = await answerOf(transactionId);
      expect(answer.line_items).toEqual([
        {
          name: 'Screening Fee',
          category: 10,
          amount: BAYVIEW_FEE_CENTS,
          applicant: applicantId,
          itemization: { screening_agency: 3_500, processing_time: 2_000 },
        },
      ]);
      expect(answer.itemized_by_law).toEqual({ law: 'California', cite: 'Cal. Civ. Code § 1950.6(d)' });
    });
  });

  it("counts the whole fee as the agency's charge where the settings split nothing (the demo)", async () => {
    expect(
      (await exported(await admin())).fees.find((fee) => fee.category === 10)?.itemization,
    ).toBeUndefined();
    const { transactionId } = await paidAtBayview(context());
    expect((await answerOf(transactionId)).line_items[0]?.itemization).toEqual({
      screening_agency: BAYVIEW_FEE_CENTS,
      processing_time: 0,
    });
  });

  it('itemizes it in the receipt e-mail, in the English of the payer', async () => {
    await whileSplit(SPLIT, async () => {
      const { user } = await paidAtBayview(context());
      const mail = await receiptMailTo(user.email);
      expect(mail?.text).toContain(
        [
          'Screening Fee: $55.00',
          "  Screening agency's charge: $35.00",
          '  Time spent to obtain and process your information: $20.00',
          'Total paid: $55.00',
          '',
          "The law of California asks that this receipt itemize your screening fee: the screening agency's charge and the value of the time spent to obtain and process your information (Cal. Civ. Code § 1950.6(d)).",
        ].join('\n'),
      );
    });
  });

  it('itemizes it in Spanish for a payer who reads Spanish', async () => {
    await whileSplit(SPLIT, async () => {
      const { user } = await paidAtBayview(context());
      await db().update(users).set({ language: 'es' }).where(eq(users.id, user.id));
      const mail = await receiptMailTo(user.email);
      expect(mail?.text).toContain('  Cargo de la agencia de evaluación: $35.00');
      expect(mail?.text).toContain('  Tiempo dedicado a obtener y procesar su información: $20.00');
      expect(mail?.text).toContain(
        'La ley de California pide que este recibo detalle su cargo de evaluación: el cargo de la agencia de evaluación y el valor del tiempo dedicado a obtener y procesar su información (Cal. Civ. Code § 1950.6(d)).',
      );
    });
  });

  it('leaves a Texas receipt as it was: no parts, no law', async () => {
    const { app: server, database, clock } = context();
    const { user, transactionId } = await payableApplication(server, database.db, clock);
    const paid = await pay(server, user.token, transactionId, {
      payment_method_id: await saveCard(server, user.token, transactionId),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().itemized_by_law).toBeUndefined();
    for (const line of paid.json().line_items) expect(line.itemization).toBeUndefined();
    const mail = await receiptMailTo(user.email);
    expect(mail?.text).toContain('Application Fee: $50.00');
    expect(mail?.text).not.toContain('Screening agency');
    expect(mail?.text).not.toContain('The law of');
  });

  describe("the split in a community's settings", () => {
    const screeningFeeIndex = (before: CommunityDefinition) =>
      before.fees.findIndex((fee) => fee.key === 'application-fee');

    it('saves parts that add up, and exports them', async () => {
      await whileSplit(SPLIT, async () => {
        const fee = (await exported(await admin())).fees.find((each) => each.key === 'application-fee');
        expect(fee?.itemization).toEqual(SPLIT);
      });
    });

    it('refuses parts that do not add up to the fee, saying so under the split, and saves nothing', async () => {
      const token = await admin();
      const before = await exported(token);
      const wrong = splitting(before, 'application-fee', { agency_cents: 3_000, processing_cents: 2_000 });
      const response = await patchFees(token, wrong);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual({
        [`fees.${screeningFeeIndex(before)}.itemization`]: [
          "The screening agency's charge and the processing time add up to $50, not the fee's $55.",
        ],
      });
      expect((await exported(token)).fees).toEqual(before.fees);

      const spanish = await patchFees(token, wrong, 'es');
      expect(spanish.json().errors[`fees.${screeningFeeIndex(before)}.itemization`]).toEqual([
        'El cargo de la agencia de evaluación y el tiempo de procesamiento suman $50, no los $55 del cargo.',
      ]);
    });

    it('refuses a split of a fee that is not an application fee with one amount', async () => {
      const token = await admin();
      const before = await exported(token);
      const index = before.fees.findIndex((fee) => fee.key === 'unit-security-deposit');
      const response = await patchFees(
        token,
        splitting(before, 'unit-security-deposit', { agency_cents: 1, processing_cents: 0 }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[`fees.${index}.itemization`]).toEqual([
        'Only an application fee (the screening fee) with one amount is split into its parts.',
      ]);
    });

    it('is changed by no one signed out (403, as every setting) and by no one of another company (404)', async () => {
      const before = await exported(await admin());
      const fees = splitting(before, 'application-fee', SPLIT);
      expect((await patchFees(null, fees)).statusCode).toBe(403);
      const otherCompany = await staffToken(app(), DEMO_STAFF.cedarPointManager);
      expect((await patchFees(otherCompany, fees)).statusCode).toBe(404);
      expect((await exported(await admin())).fees).toEqual(before.fees);
    });
  });
});
