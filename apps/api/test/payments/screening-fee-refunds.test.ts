import { FeeCategory } from '@portal/domain/constants/fee-categories';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { outboxMessages } from '../../src/db/schema/outbox.js';
import { refunds } from '../../src/db/schema/payments.js';
import { units } from '../../src/db/schema/units.js';
import { createSandboxProcessor } from '../../src/providers/payments/sandbox.js';
import { paidByCategory } from '../../src/services/payments/ledger.js';
import { screeningFeeRefundHandler } from '../../src/services/refunds/make-screening-fee-refund.js';
import {
  SCREENING_FEE_REFUND_RECEIPT_TOPIC,
  screeningFeeRefundReceiptHandler,
} from '../../src/services/refunds/screening-fee-refund-mail.js';
import { SCREENING_FEE_REFUND_TOPIC } from '../../src/services/refunds/unselected-screening-fees.js';
import { startApplicationFor } from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { applicationAtScreening, TEST_SSNS } from '../screening/screening-helpers.js';
import { DEMO_STAFF, deliverTopic, getAs, staffToken, submittedApplicant } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { BAYVIEW_FEE_CENTS, BAYVIEW_UNIT, paidAtBayview, submitted } from './bayview-applicants.js';

describeApi(
  'screening fees refunded to applicants not chosen (Cal. Civ. Code § 1950.6, issue 39)',
  (context) => {
    const db = () => context().database.db;
    let admin: string;

    beforeAll(async () => {
      admin = await staffToken(context().app, DEMO_STAFF.harborAdmin);
    });
    beforeEach(async () => {
      await db()
        .update(units)
        .set({ available: true })
        .where(inArray(units.unitNumber, [BAYVIEW_UNIT, '102']));
    });

    const approve = (id: number) =>
      context().app.inject({
        method: 'POST',
        url: `/api/staff/applications/${id}/decision/`,
        headers: withToken(admin),
        payload: { decision: 'approve', override_reason: 'The household meets every criterion we publish.' },
      });
    const processor = () => createSandboxProcessor({ db: db(), clock: context().clock });
    const refundHandler = () =>
      screeningFeeRefundHandler({ db: db(), clock: context().clock, payments: processor() });
    const waiting = (topic: string) =>
      db()
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.topic, topic), isNull(outboxMessages.processedAt)));
    const refundsOf = (transactionId: number) =>
      getAs(context().app, admin, `/api/staff/applications/${transactionId}/`).then(
        (file) => file.json().screening_fee_refunds,
      );

    /** Two paid households on B101; the second is submitted and approved. */
    async function approveOneOfTwo() {
      const rival = await paidAtBayview(context());
      const chosen = await paidAtBayview(context());
      await submitted(context(), chosen);
      // Refunds owed by earlier tests' approvals are not this one's.
      await db()
        .update(outboxMessages)
        .set({ processedAt: context().clock.now() })
        .where(eq(outboxMessages.topic, SCREENING_FEE_REFUND_TOPIC));
      const approved = await approve(chosen.transactionId);
      expect(approved.statusCode, approved.body).toBe(200);
      const messages = (await waiting(SCREENING_FEE_REFUND_TOPIC)).filter(
        (message) => message.payload.due_on !== undefined,
      );
      return { rival, chosen, messages };
    }

    it('approving one application owes the other its fee back, due 7 days later, refunds it and e-mails the receipt', async () => {
      const { rival, chosen, messages } = await approveOneOfTwo();
      // Selected 2026-11-22 in Oakland: due by the 29th (seven days), well before 30 days after applying.
      expect(messages).toHaveLength(1);
      expect(messages[0]?.payload).toMatchObject({ due_on: '2026-11-29' });
      const [scheduled] = await db()
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.transactionId, rival.transactionId),
            eq(auditLog.action, 'screening_fee_refund.scheduled'),
          ),
        );
      expect(scheduled?.details).toMatchObject({
        amount_cents: BAYVIEW_FEE_CENTS,
        due_on: '2026-11-29',
        selected_transaction_id: chosen.transactionId,
        cite: 'Cal. Civ. Code § 1950.6(c)(2)(B), as amended by AB 2493 (Stats. 2024, ch. 966)',
      });
      expect(await refundsOf(rival.transactionId)).toEqual([
        expect.objectContaining({ amount_cents: BAYVIEW_FEE_CENTS, due_on: '2026-11-29', refunded_at: null }),
      ]);
      expect(await refundsOf(chosen.transactionId)).toEqual([]);
      // Another company's staff never see the file.
      const otherCompany = await staffToken(context().app, DEMO_STAFF.cedarPointManager);
      expect(
        (await getAs(context().app, otherCompany, `/api/staff/applications/${rival.transactionId}/`))
          .statusCode,
      ).toBe(404);

      for (const message of messages) await refundHandler()(message.payload);
      const [refund] = await refundsOf(rival.transactionId);
      expect(refund).toMatchObject({
        due_on: '2026-11-29',
        refunded_at: context().clock.now().toISOString(),
      });
      // The fee is no longer counted as paid: choosing another unit asks for it again.
      const paid = await paidByCategory(db(), { transactionId: rival.transactionId });
      expect(paid.get(FeeCategory.ApplicationFees)).toBe(0);

      const mine = await getAs(
        context().app,
        rival.user.token,
        `/api/transaction/${rival.transactionId}/screening-fee-refunds/`,
      );
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json()).toEqual([refund]);

      await deliverTopic(context(), SCREENING_FEE_REFUND_RECEIPT_TOPIC, (deps) =>
        screeningFeeRefundReceiptHandler(deps),
      );
      const [mail] = await db()
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.recipient, rival.user.email));
      expect(mail?.subject).toBe('Your screening fee refund from Bayview Terrace');
      expect(mail?.text).toContain('so we have refunded your $55.00 screening fee.');
      expect(mail?.text).toContain('The law asks that it be refunded by 2026-11-29.');
    });

    it('refunds a fee once however often the job runs, and when two instances run it at once', async () => {
      const { rival, messages } = await approveOneOfTwo();
      const [message] = messages;
      if (!message) throw new Error('no refund was scheduled');
      await Promise.all([refundHandler()(message.payload), refundHandler()(message.payload)]);
      await refundHandler()(message.payload);
      const made = await db()
        .select()
        .from(refunds)
        .where(eq(refunds.reason, `screening_fee_not_chosen:${message.payload.payment_line_item_id}`));
      expect(made).toHaveLength(1);
      expect(made[0]?.amountCents).toBe(BAYVIEW_FEE_CENTS);
      const receipts = (await waiting(SCREENING_FEE_REFUND_RECEIPT_TOPIC)).filter(
        (receipt) => receipt.payload.refund_id === made[0]?.id,
      );
      expect(receipts).toHaveLength(1);
      expect(await refundsOf(rival.transactionId)).toHaveLength(1);
    });

    it('keeps Texas as it was: approving at Maple Court refunds nobody', async () => {
      const before = (await waiting(SCREENING_FEE_REFUND_TOPIC)).length;
      const rival = await applicationAtScreening(context().app, db(), context().clock);
      const chosen = await submittedApplicant(context(), TEST_SSNS.clear, 12 * 600_000);
      const manager = await staffToken(context().app, DEMO_STAFF.mapleCourtManager);
      const approved = await context().app.inject({
        method: 'POST',
        url: `/api/staff/applications/${chosen.transactionId}/decision/`,
        headers: withToken(manager),
        payload: { decision: 'approve' },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await waiting(SCREENING_FEE_REFUND_TOPIC)).toHaveLength(before);
      expect(await refundsOf(rival.transactionId)).toEqual([]);
      const paid = await paidByCategory(db(), { transactionId: rival.transactionId });
      expect(paid.get(FeeCategory.ApplicationFees)).toBeGreaterThan(0);
    });

    it('answers an applicant only their own refunds: 401 signed out, 404 to another user, 400 for a bad id', async () => {
      const { app } = context();
      const applicant = await startApplicationFor(app, db(), BAYVIEW_UNIT, 'bayview-terrace');
      const url = `/api/transaction/${applicant.transactionId}/screening-fee-refunds/`;
      const own = await getAs(app, applicant.user.token, url);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toEqual([]);
      expect((await getAs(app, null, url)).statusCode).toBe(401);
      const stranger = await signUp(app, {}, 'bayview-terrace');
      expect((await getAs(app, stranger.token, url)).statusCode).toBe(404);
      expect(
        (await getAs(app, applicant.user.token, '/api/transaction/not-a-number/screening-fee-refunds/'))
          .statusCode,
      ).toBe(400);
    });
  },
);
