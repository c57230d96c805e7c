import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { FeeCategory } from '@portal/domain/constants/fee-categories';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.js';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { leaseTransactions } from '../../src/db/schema/lease-transactions.js';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { outboxMessages } from '../../src/db/schema/outbox.js';
import { paymentLineItems, payments, refunds } from '../../src/db/schema/payments.js';
import { units } from '../../src/db/schema/units.js';
import type { Clock } from '../../src/lib/clock.js';
import { createSandboxProcessor } from '../../src/providers/payments/sandbox.js';
import { paidByCategory } from '../../src/services/payments/ledger.js';
import { screeningFeeRefundHandler } from '../../src/services/refunds/make-screening-fee-refund.js';
import {
  SCREENING_FEE_REFUND_RECEIPT_TOPIC,
  screeningFeeRefundReceiptHandler,
} from '../../src/services/refunds/screening-fee-refund-mail.js';
import { refundScreeningFeesAtApplicationLimit } from '../../src/services/refunds/screening-fee-refund-round.js';
import { SCREENING_FEE_REFUND_TOPIC } from '../../src/services/refunds/unselected-screening-fees.js';
import type { StartedApplication } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { applicationAtScreening } from '../screening/screening-helpers.js';
import { DEMO_STAFF, deliverTopic, getAs, staffToken } from '../staff/staff-helpers.js';
import { describeApi } from '../support/test-app.js';
import { BAYVIEW_FEE_CENTS, BAYVIEW_UNIT, paidAtBayview, submitted } from './bayview-applicants.js';
import { pay, saveCard } from './payment-helpers.js';

const DAY_MS = 86_400_000;
const OTHER_BAYVIEW_UNIT = 'B204';

describeApi(
  'screening fees of applicants not selected: denied before the selection, and the 30-day limit (Cal. Civ. Code § 1950.6(c)(2)(B), issue 39)',
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
        .where(inArray(units.unitNumber, [BAYVIEW_UNIT, OTHER_BAYVIEW_UNIT]));
    });

    const decide = (application: StartedApplication, payload: Record<string, unknown>) =>
      context().app.inject({
        method: 'POST',
        url: `/api/staff/applications/${application.transactionId}/decision/`,
        headers: withToken(admin),
        payload: { override_reason: 'Decided on the whole file.', ...payload },
      });
    async function decided(application: StartedApplication, payload: Record<string, unknown>) {
      await submitted(context(), application);
      const response = await decide(application, payload);
      expect(response.statusCode, response.body).toBe(200);
    }
    const approved = (application: StartedApplication) => decided(application, { decision: 'approve' });
    const denied = (application: StartedApplication) =>
      decided(application, { decision: 'deny', reasons: ['credit'] });

    async function movedToOtherUnit(application: StartedApplication) {
      const [otherUnit] = await db()
        .select({ id: units.id })
        .from(units)
        .where(eq(units.unitNumber, OTHER_BAYVIEW_UNIT));
      const moving = await context().app.inject({
        method: 'PATCH',
        url: `/api/transactions/${application.transactionId}/`,
        headers: withToken(application.user.token),
        payload: { unit_id: otherUnit?.id },
      });
      expect(moving.statusCode, moving.body).toBeLessThan(300);
    }

    /** The app's clock, `days` later: the round runs then, the suite's own clock stays where it is. */
    const daysLater = (days: number): Clock => ({
      now: () => new Date(context().clock.now().getTime() + days * DAY_MS),
    });
    const round = (days: number, on: Database = db(), batchSize?: number) =>
      refundScreeningFeesAtApplicationLimit({ db: on, clock: daysLater(days) }, batchSize);

    /** The refunds owed on these applications, as their audit rows say. */
    const owedOn = (...applications: StartedApplication[]) =>
      db()
        .select({ transactionId: auditLog.transactionId, details: auditLog.details })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'screening_fee_refund.scheduled'),
            inArray(
              auditLog.transactionId,
              applications.map((application) => application.transactionId),
            ),
          ),
        );
    const refundMessagesOf = async (application: StartedApplication) => {
      const lines = await db()
        .select({ id: paymentLineItems.id })
        .from(paymentLineItems)
        .innerJoin(payments, eq(payments.id, paymentLineItems.paymentId))
        .where(eq(payments.transactionId, application.transactionId));
      const ids = new Set(lines.map((line) => line.id));
      return (
        await db().select().from(outboxMessages).where(eq(outboxMessages.topic, SCREENING_FEE_REFUND_TOPIC))
      ).filter((message) => ids.has(Number(message.payload.payment_line_item_id)));
    };
    const fileRefunds = (application: StartedApplication) =>
      getAs(context().app, admin, `/api/staff/applications/${application.transactionId}/`).then(
        (file) => file.json().screening_fee_refunds,
      );
    const refundHandler = () =>
      screeningFeeRefundHandler({
        db: db(),
        clock: context().clock,
        payments: createSandboxProcessor({ db: db(), clock: context().clock }),
      });

    it('a selection owes back the fees of the applications for the unit denied or withdrawn before it, not of one that moved to another unit', async () => {
      const deniedFirst = await paidAtBayview(context());
      await denied(deniedFirst);
      // A denial selects nobody: nothing is owed yet.
      expect(await owedOn(deniedFirst)).toEqual([]);
      const withdrawn = await paidAtBayview(context());
      const cancelled = await context().app.inject({
        method: 'POST',
        url: `/api/transaction/${withdrawn.transactionId}/cancel-application/`,
        headers: withToken(withdrawn.user.token),
      });
      expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
      const moved = await paidAtBayview(context());
      await movedToOtherUnit(moved);

      const chosen = await paidAtBayview(context());
      await approved(chosen);

      for (const notChosen of [deniedFirst, withdrawn]) {
        expect(await fileRefunds(notChosen)).toEqual([
          {
            payer_name: expect.any(String),
            amount_cents: BAYVIEW_FEE_CENTS,
            cause: 'another_selected',
            // Selected 2026-11-22 in Oakland: due seven days later.
            due_on: '2026-11-29',
            refunded_at: null,
          },
        ]);
        const [scheduled] = await owedOn(notChosen);
        expect(scheduled?.details).toMatchObject({ selected_transaction_id: chosen.transactionId });
      }
      expect(await owedOn(moved, chosen)).toEqual([]);

      const [message] = await refundMessagesOf(deniedFirst);
      if (!message) throw new Error('no refund was owed to the denied applicant');
      await refundHandler()(message.payload);
      expect(await fileRefunds(deniedFirst)).toEqual([
        expect.objectContaining({ refunded_at: context().clock.now().toISOString() }),
      ]);

      // The household that moved is selected for the other unit: its fee stays, even after 30 days.
      await approved(moved);
      await round(31);
      expect(await owedOn(moved, chosen)).toEqual([]);
    });

    it('30 days after the application with nobody selected, owes back the fee of one still being decided and of one denied, once however often and however many instances run the round', async () => {
      const pending = await paidAtBayview(context());
      await submitted(context(), pending);
      const deniedOne = await paidAtBayview(context());
      await denied(deniedOne);

      await round(29);
      expect(await owedOn(pending, deniedOne)).toEqual([]);

      const { databaseUrl } = context();
      const second = databaseUrl ? await openDatabase({ databaseUrl }) : undefined;
      try {
        await Promise.all([
          round(30),
          round(30),
          round(30, second?.db ?? db()),
          round(30, second?.db ?? db()),
        ]);
      } finally {
        await second?.close();
      }
      await round(30);
      await round(45);
      expect(await owedOn(pending, deniedOne)).toHaveLength(2);
      for (const application of [pending, deniedOne]) {
        const messages = await refundMessagesOf(application);
        expect(messages).toHaveLength(1);
        // Applied 2026-11-22 in Oakland: due 30 days later.
        expect(messages[0]?.payload).toMatchObject({ due_on: '2026-12-22', cause: 'no_selection_in_time' });
        expect(await fileRefunds(application)).toEqual([
          expect.objectContaining({ cause: 'no_selection_in_time', due_on: '2026-12-22', refunded_at: null }),
        ]);
      }
      const [scheduled] = await owedOn(pending);
      expect(scheduled?.details).toMatchObject({
        selected_transaction_id: null,
        cite: 'Cal. Civ. Code § 1950.6(c)(2)(B), as amended by AB 2493 (Stats. 2024, ch. 966)',
      });

      const [message] = await refundMessagesOf(pending);
      if (!message) throw new Error('no refund was owed');
      await Promise.all([refundHandler()(message.payload), refundHandler()(message.payload)]);
      const made = await db()
        .select()
        .from(refunds)
        .where(eq(refunds.reason, `screening_fee_not_chosen:${message.payload.payment_line_item_id}`));
      expect(made).toHaveLength(1);
      const mine = await getAs(
        context().app,
        pending.user.token,
        `/api/transaction/${pending.transactionId}/screening-fee-refunds/`,
      );
      expect(mine.json()).toEqual([
        expect.objectContaining({ cause: 'no_selection_in_time', refunded_at: expect.any(String) }),
      ]);
      await deliverTopic(context(), SCREENING_FEE_REFUND_RECEIPT_TOPIC, (deps) =>
        screeningFeeRefundReceiptHandler(deps),
      );
      const [mail] = await db()
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.recipient, pending.user.email));
      expect(mail?.text).toContain(
        'No applicant was chosen within 30 days of your application at Bayview Terrace, so we have refunded your $55.00 screening fee, as the law asks.',
      );
    });

    it('keeps the fee of an application selected, even one withdrawn after its approval, and leaves Texas alone', async () => {
      const approvedThenWithdrawn = await paidAtBayview(context());
      await movedToOtherUnit(approvedThenWithdrawn);
      const chosen = await paidAtBayview(context());
      await approved(approvedThenWithdrawn);
      // Withdrawn through the leasing office after it was selected.
      await db()
        .update(leaseTransactions)
        .set({ status: ApplicationStatus.Cancelled })
        .where(eq(leaseTransactions.id, approvedThenWithdrawn.transactionId));
      await approved(chosen);
      const texas = await applicationAtScreening(context().app, db(), context().clock);

      await round(60);
      expect(await owedOn(chosen, approvedThenWithdrawn, texas)).toEqual([]);
      const paid = await paidByCategory(db(), { transactionId: texas.transactionId });
      expect(paid.get(FeeCategory.ApplicationFees)).toBeGreaterThan(0);
    });

    it('counts the 30 days of a fee paid again after a refund from that payment, not from the application', async () => {
      const held = await paidAtBayview(context());
      const chosen = await paidAtBayview(context());
      await approved(chosen);
      const [owed] = await refundMessagesOf(held);
      if (!owed) throw new Error('no refund was owed to the held household');
      await refundHandler()(owed.payload);
      await movedToOtherUnit(held);
      const repaid = await pay(context().app, held.user.token, held.transactionId, {
        payment_method_id: await saveCard(context().app, held.user.token, held.transactionId),
      });
      expect(repaid.statusCode, repaid.body).toBeLessThan(300);
      // Paid again five days after the application was started (2026-11-27 in Oakland).
      await db()
        .update(payments)
        .set({ createdAt: daysLater(5).now() })
        .where(eq(payments.id, repaid.json().id));

      await round(30);
      expect(await owedOn(held)).toHaveLength(1);
      await round(35);
      expect(await owedOn(held)).toHaveLength(2);
      expect((await refundMessagesOf(held)).map((message) => message.payload.due_on)).toEqual([
        '2026-11-29',
        '2026-12-27',
      ]);
    });

    it('works through more fees than a batch, each owed once', async () => {
      const applications: StartedApplication[] = [];
      for (let count = 0; count < 5; count += 1) applications.push(await paidAtBayview(context()));
      const owed = await round(30, db(), 2);
      expect(owed).toBeGreaterThanOrEqual(applications.length);
      expect(await owedOn(...applications)).toHaveLength(applications.length);
      expect(await round(30, db(), 2)).toBe(0);
    });
  },
);
