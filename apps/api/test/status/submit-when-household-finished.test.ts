import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { leaseTransactions, transactionEvents } from '../../src/db/schema/lease-transactions.js';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { outboxMessages } from '../../src/db/schema/outbox.js';
import { processOutbox } from '../../src/jobs/outbox.js';
import type { Mailer } from '../../src/providers/mail/mailer.js';
import { createSandboxMailer } from '../../src/providers/mail/sandbox.js';
import { readDemoFixture } from '../../src/services/demo-data/demo-fixture.js';
import {
  APPLICATION_SUBMITTED_TOPIC,
  applicationSubmittedHandler,
} from '../../src/services/status/application-submitted-mail.js';
import { submitWhenHouseholdFinished } from '../../src/services/transactions/submit-when-household-finished.js';
import { withToken } from '../factories/users.js';
import { applicationAtScreening, submitScreening, TEST_SSNS } from '../screening/screening-helpers.js';
import { describeApi } from '../support/test-app.js';
import { finishIdentityVerification, householdOfTwo } from './status-helpers.js';

const fixture = await readDemoFixture();
const mapleCourt = fixture.communities.find(({ slug }) => slug === 'maple-court');
/** Who works at Maple Court, each hearing of a submission there: its own team and its company's admins. */
const companyStaff = [
  ...(mapleCourt?.staff ?? []),
  ...(fixture.companies.find(({ key }) => key === mapleCourt?.company)?.admins ?? []),
]
  .map(({ email }) => email)
  .sort();

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
  const eventsOf = (transactionId: number, step: TransactionStep) =>
    db()
      .select({ applicantId: transactionEvents.applicantId })
      .from(transactionEvents)
      .where(and(eq(transactionEvents.leaseTransactionId, transactionId), eq(transactionEvents.event, step)));
  const submittedEvents = (transactionId: number) => eventsOf(transactionId, TransactionStep.Submitted);
  const criminalReviewEvents = (transactionId: number) =>
    eventsOf(transactionId, TransactionStep.PendingCriminalReview);
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
    // One message for each staff member who works at Maple Court; none for Lakeside's or Ridgeline Living's.
    expect(await announcements(owner.transactionId)).toHaveLength(companyStaff.length);

    await submit(owner.transactionId);
    expect(await submittedEvents(owner.transactionId)).toHaveLength(2);
    expect(await announcements(owner.transactionId)).toHaveLength(companyStaff.length);
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

  /** Runs the outbox until nothing due is left, as the background worker does every second. */
  const sendAnnouncements = async (
    mailer: Mailer = createSandboxMailer({ db: db(), clock: context().clock }),
  ) => {
    const handlers = { [APPLICATION_SUBMITTED_TOPIC]: applicationSubmittedHandler({ db: db(), mailer }) };
    while ((await processOutbox({ db: db(), clock: context().clock }, handlers)) > 0);
  };
  const announcementMail = (transactionId: number) =>
    db()
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.subject, `Application ${transactionId} submitted for unit 102`));

  it("e-mails the community's staff through the outbox", async () => {
    const { owner, roommate } = await householdOfTwo(context().app, db());
    await finishIdentityVerification(db(), owner.transactionId, owner.applicantId);
    await finishIdentityVerification(db(), owner.transactionId, roommate.applicantId);
    await submit(owner.transactionId);
    await sendAnnouncements();
    const mail = await announcementMail(owner.transactionId);
    expect(mail.map((message) => message.recipient)).toContain('leasing@maplecourt.example');
    expect(mail[0]?.text).toContain(
      "Avery Quinn's household finished its application for Maple Court Apartments",
    );
  });

  it('sends each staff member one e-mail when the mail server fails once for one of them', async () => {
    const { owner, roommate } = await householdOfTwo(context().app, db());
    await finishIdentityVerification(db(), owner.transactionId, owner.applicantId);
    await finishIdentityVerification(db(), owner.transactionId, roommate.applicantId);
    await submit(owner.transactionId);
    const mailer = createSandboxMailer({ db: db(), clock: context().clock });
    let failures = 0;
    const failingOnceForDana: Mailer = {
      keepsMessages: true,
      async send(mail) {
        if (mail.to === 'leasing@maplecourt.example' && failures === 0) {
          failures += 1;
          throw new Error('450 mailbox busy');
        }
        await mailer.send(mail);
      },
    };
    await sendAnnouncements(failingOnceForDana);
    expect(failures).toBe(1);
    expect((await announcementMail(owner.transactionId)).map((mail) => mail.recipient).sort()).toEqual(
      companyStaff.filter((email) => email !== 'leasing@maplecourt.example'),
    );
    // The failed message is retried after its back-off, for Dana alone.
    context().clock.advanceMinutes(5);
    await sendAnnouncements(failingOnceForDana);
    const recipients = (await announcementMail(owner.transactionId)).map((mail) => mail.recipient);
    expect(recipients.sort()).toEqual(companyStaff);
  });

  it('holds a household whose screening found a criminal record for review, and tells staff', async () => {
    const { app, clock } = context();
    const applicant = await applicationAtScreening(app, db(), clock);
    const screened = await submitScreening(app, applicant, {
      ssn: TEST_SSNS.criminalReview,
      terms_accepted: true,
    });
    expect(screened.statusCode).toBe(201);
    await finishIdentityVerification(db(), applicant.transactionId, applicant.applicantId);
    await submit(applicant.transactionId);
    expect(await statusOf(applicant.transactionId)).toBe(ApplicationStatus.PendingCriminalReview);
    expect(await submittedEvents(applicant.transactionId)).toHaveLength(1);
    expect(await criminalReviewEvents(applicant.transactionId)).toHaveLength(1);
    expect(await announcements(applicant.transactionId)).toHaveLength(companyStaff.length);
    await sendAnnouncements();
    const [mail] = await announcementMail(applicant.transactionId);
    expect(mail?.text).toContain(
      'Screening found a criminal record: the application waits for your criminal review.',
    );
    // Held, not In Progress: submitting again changes nothing.
    await submit(applicant.transactionId);
    expect(await announcements(applicant.transactionId)).toHaveLength(companyStaff.length);
  });

  it('submits a household already held for criminal review when its last adult finishes', async () => {
    const { owner, roommate } = await householdOfTwo(context().app, db());
    await db()
      .update(leaseTransactions)
      .set({ status: ApplicationStatus.PendingCriminalReview })
      .where(eq(leaseTransactions.id, owner.transactionId));
    await finishIdentityVerification(db(), owner.transactionId, owner.applicantId);
    await submit(owner.transactionId);
    expect(await submittedEvents(owner.transactionId)).toEqual([]);
    await finishIdentityVerification(db(), owner.transactionId, roommate.applicantId);
    await submit(owner.transactionId);
    expect(await statusOf(owner.transactionId)).toBe(ApplicationStatus.PendingCriminalReview);
    expect(await submittedEvents(owner.transactionId)).toHaveLength(2);
    expect(await criminalReviewEvents(owner.transactionId)).toHaveLength(2);
    expect(await announcements(owner.transactionId)).toHaveLength(companyStaff.length);
  });
});
