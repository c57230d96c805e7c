import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { leaseTransactions, transactionEvents } from '../../src/db/schema/lease-transactions.js';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { outboxMessages } from '../../src/db/schema/outbox.js';
import { processOutbox } from '../../src/jobs/outbox.js';
import { createMailer } from '../../src/services/mail/mailer.js';
import {
  APPLICATION_SUBMITTED_TOPIC,
  applicationSubmittedHandler,
} from '../../src/services/status/application-submitted-mail.js';
import { submitWhenHouseholdFinished } from '../../src/services/transactions/submit-when-household-finished.js';
import { withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { finishIdentityVerification, householdOfTwo } from './status-helpers.js';

describeApi('submitting an application when the household has finished', (context) => {
  const db = () => context().database.db;
  const submit = (transactionId: number) =>
    db().transaction((tx) =>
      submitWhenHouseholdFinished(tx, context(), transactionId, context().clock.now()),
    );
  const statusOf = async (transactionId: number) => {
    const [row] = await db()
      .select({ status: leaseTransactions.status })
      .from(leaseTransactions)
      .where(eq(leaseTransactions.id, transactionId));
    return row?.status;
  };
  const submittedEvents = (transactionId: number) =>
    db()
      .select({ applicantId: transactionEvents.applicantId })
      .from(transactionEvents)
      .where(
        and(
          eq(transactionEvents.leaseTransactionId, transactionId),
          eq(transactionEvents.event, TransactionStep.Submitted),
        ),
      );
  const announcements = async (transactionId: number) =>
    (
      await db().select().from(outboxMessages).where(eq(outboxMessages.topic, APPLICATION_SUBMITTED_TOPIC))
    ).filter((message) => message.payload.transaction_id === transactionId);

  it('submits only when the last adult finishes identity verification, once', async () => {
    const { owner, roommate } = await householdOfTwo(context().app, db());
    // A dependent never verifies anything and does not hold the household up.
    const dependent = await context().app.inject({
      method: 'POST',
      url: `/api/transaction/${owner.transactionId}/invitees/`,
      headers: withToken(owner.user.token),
      payload: { role: 50, first_name: 'Sky', last_name: 'Quinn', birthday: '2016-05-04' },
    });
    expect(dependent.statusCode).toBe(201);

    await finishIdentityVerification(db(), owner.transactionId, owner.applicantId);
    await submit(owner.transactionId);
    expect(await statusOf(owner.transactionId)).toBe(ApplicationStatus.InProgress);
    expect(await submittedEvents(owner.transactionId)).toEqual([]);
    expect(await announcements(owner.transactionId)).toEqual([]);

    await finishIdentityVerification(db(), owner.transactionId, roommate.applicantId);
    await submit(owner.transactionId);
    expect(await statusOf(owner.transactionId)).toBe(ApplicationStatus.Submitted);
    const events = await submittedEvents(owner.transactionId);
    expect(events.map((event) => event.applicantId).sort()).toEqual(
      [owner.applicantId, roommate.applicantId].sort(),
    );
    expect(await announcements(owner.transactionId)).toHaveLength(1);

    await submit(owner.transactionId);
    expect(await submittedEvents(owner.transactionId)).toHaveLength(2);
    expect(await announcements(owner.transactionId)).toHaveLength(1);
  });

  it('waits for an invited adult who has not joined yet', async () => {
    const { owner, roommate } = await householdOfTwo(context().app, db());
    const guarantor = await context().app.inject({
      method: 'POST',
      url: `/api/transaction/${owner.transactionId}/guarantors/`,
      headers: withToken(owner.user.token),
      payload: { first_name: 'Pat', last_name: 'Quinn', email: 'pat.quinn.status@example.com' },
    });
    expect(guarantor.statusCode).toBe(201);
    await finishIdentityVerification(db(), owner.transactionId, owner.applicantId);
    await finishIdentityVerification(db(), owner.transactionId, roommate.applicantId);
    await submit(owner.transactionId);
    expect(await statusOf(owner.transactionId)).toBe(ApplicationStatus.InProgress);
  });

  it('leaves a cancelled application alone', async () => {
    const { owner, roommate } = await householdOfTwo(context().app, db());
    await db()
      .update(leaseTransactions)
      .set({ status: ApplicationStatus.Cancelled })
      .where(eq(leaseTransactions.id, owner.transactionId));
    await finishIdentityVerification(db(), owner.transactionId, owner.applicantId);
    await finishIdentityVerification(db(), owner.transactionId, roommate.applicantId);
    await submit(owner.transactionId);
    expect(await statusOf(owner.transactionId)).toBe(ApplicationStatus.Cancelled);
    expect(await submittedEvents(owner.transactionId)).toEqual([]);
  });

  it("e-mails the community's staff through the outbox", async () => {
    const { owner, roommate } = await householdOfTwo(context().app, db());
    await finishIdentityVerification(db(), owner.transactionId, owner.applicantId);
    await finishIdentityVerification(db(), owner.transactionId, roommate.applicantId);
    await submit(owner.transactionId);
    const mailer = createMailer({ db: db(), clock: context().clock });
    await processOutbox(
      { db: db(), clock: context().clock },
      { [APPLICATION_SUBMITTED_TOPIC]: applicationSubmittedHandler({ db: db(), mailer }) },
    );
    const mail = await db()
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.subject, `Application ${owner.transactionId} submitted for unit 102`));
    expect(mail.map((message) => message.recipient)).toContain('leasing@maplecourt.example');
    expect(mail[0]?.text).toContain(
      "Avery Quinn's household finished its application for Maple Court Apartments",
    );
  });
});
