import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { REJECTION_REASON_REQUIRED } from '@portal/domain/schemas/identity-review';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companies } from '../../src/db/schema/companies.js';
import { identityVerifications } from '../../src/db/schema/identity-verifications.js';
import { leaseTransactions, transactionEvents } from '../../src/db/schema/lease-transactions.js';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { staffMembers } from '../../src/db/schema/users.js';
import { processOutbox } from '../../src/jobs/outbox.js';
import { createSandboxMailer } from '../../src/providers/mail/sandbox.js';
import {
  PHOTO_ID_REJECTED_TOPIC,
  photoIdRejectedHandler,
} from '../../src/services/identity/photo-id-rejected-mail.js';
import {
  APPLICATION_SUBMITTED_TOPIC,
  applicationSubmittedHandler,
} from '../../src/services/status/application-submitted-mail.js';
import type { StartedApplication } from '../factories/transactions.js';
import { logIn, signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import {
  applicationAtIdentity,
  identityCall,
  identityStepsOf,
  lastTextTo,
  passcodeIn,
  uploadPhotoId,
} from './identity-helpers.js';

const REASON = 'The photo is too blurry to read the name.';

describeApi('staff review of photo IDs', (context) => {
  const db = () => context().database.db;
  const staffToken = async () =>
    (
      await logIn(context().app, { username: 'leasing@maplecourt.example', password: 'LeasingDemo2026' })
    ).json().token as string;
  const listReviews = (token: string | null) =>
    context().app.inject({
      method: 'GET',
      url: '/api/staff/identity-reviews/',
      headers: token ? withToken(token) : {},
    });
  const decide = (token: string | null, reviewId: number, payload: object) =>
    context().app.inject({
      method: 'POST',
      url: `/api/staff/identity-reviews/${reviewId}/decision/`,
      headers: token ? withToken(token) : {},
      payload,
    });

  /** A Maple Court applicant, alone on their application, who sent a photo ID: the application is submitted. */
  async function applicantWithPhotoId(): Promise<{ application: StartedApplication; reviewId: number }> {
    const { app, clock } = context();
    const application = await applicationAtIdentity(app, db(), clock);
    const uploadId = await uploadPhotoId(app, application.user.token);
    const sent = await identityCall(app, application, 'POST', { method: 'manual', upload_id: uploadId });
    expect(sent.statusCode).toBe(201);
    const [attempt] = await db()
      .select({ id: identityVerifications.id })
      .from(identityVerifications)
      .where(eq(identityVerifications.applicantId, application.applicantId));
    if (!attempt) throw new Error('no photo ID review');
    return { application, reviewId: attempt.id };
  }

  const statusOf = async (transactionId: number) =>
    (
      await db()
        .select({ status: leaseTransactions.status })
        .from(leaseTransactions)
        .where(eq(leaseTransactions.id, transactionId))
    )[0]?.status;

  const submittedSteps = (transactionId: number) =>
    db()
      .select({ id: transactionEvents.id })
      .from(transactionEvents)
      .where(
        and(
          eq(transactionEvents.leaseTransactionId, transactionId),
          eq(transactionEvents.event, TransactionStep.Submitted),
        ),
      );

  /** A staff member of a company that runs none of the demo communities. */
  async function otherCompanyStaffToken(): Promise<string> {
    const outsider = await signUp(context().app);
    const [company] = await db()
      .insert(companies)
      .values({ key: `other-${outsider.id}`, name: 'Elsewhere Homes' })
      .returning();
    await db()
      .insert(staffMembers)
      .values({ userId: outsider.id, companyId: company?.id ?? 0, role: 'leasing_agent' });
    return outsider.token;
  }

  it("lists the company's waiting photo IDs, whose files staff and the uploader can open", async () => {
    const { application, reviewId } = await applicantWithPhotoId();
    const listed = await listReviews(await staffToken());
    expect(listed.statusCode).toBe(200);
    const review = listed.json().results.find((entry: { id: number }) => entry.id === reviewId);
    expect(review).toMatchObject({
      transaction_id: application.transactionId,
      applicant_name: 'Avery Quinn',
      community: { slug: 'maple-court', display_name: 'Maple Court Apartments' },
      content_type: 'image/png',
    });
    expect(Date.parse(review.submitted_at)).not.toBeNaN();

    const file = (token: string) =>
      context().app.inject({
        method: 'GET',
        url: `/api/uploads/${review.upload_id}/`,
        headers: withToken(token),
      });
    const asStaff = await file(await staffToken());
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.headers['content-type']).toBe('image/png');
    expect(asStaff.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await file(application.user.token)).statusCode).toBe(200);
    expect((await file((await signUp(context().app)).token)).statusCode).toBe(404);
    expect((await file(await otherCompanyStaffToken())).statusCode).toBe(404);
  });

  it('refuses visitors and residents, and hides other companies’ reviews', async () => {
    const { application, reviewId } = await applicantWithPhotoId();
    expect((await listReviews(null)).statusCode).toBe(401);
    expect((await decide(null, reviewId, { decision: 'approve' })).statusCode).toBe(401);
    expect((await listReviews(application.user.token)).statusCode).toBe(403);
    const resident = await decide(application.user.token, reviewId, { decision: 'approve' });
    expect(resident.statusCode).toBe(403);

    const outsider = await otherCompanyStaffToken();
    expect((await listReviews(outsider)).json().results).toEqual([]);
    const foreign = await decide(outsider, reviewId, { decision: 'approve' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('We could not find that photo ID review.');
    expect((await decide(await staffToken(), 999_999, { decision: 'approve' })).statusCode).toBe(404);
    expect(await identityCall(context().app, application, 'GET').then((r) => r.json().status)).toBe(
      'pending_review',
    );
  });

  it('refuses a rejection without a reason, and an unknown decision', async () => {
    const { reviewId } = await applicantWithPhotoId();
    const token = await staffToken();
    for (const payload of [
      { decision: 'reject' },
      { decision: 'reject', reason: '   ' },
      { decision: 'reject', reason: 'x'.repeat(501) },
      { decision: 'maybe' },
      {},
    ]) {
      const response = await decide(token, reviewId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_type).toBe('ValidationError');
    }
    const blank = await decide(token, reviewId, { decision: 'reject', reason: '' });
    expect(blank.json().errors.reason).toEqual([REJECTION_REASON_REQUIRED]);
    expect((await decide(await staffToken(), reviewId, { decision: 'approve' })).statusCode).toBe(200);
  });

  it('approving verifies the applicant as any other way does, once', async () => {
    const { app } = context();
    const { application, reviewId } = await applicantWithPhotoId();
    const token = await staffToken();
    const approved = await decide(token, reviewId, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: reviewId, status: 'verified', rejection_reason: null });

    expect((await identityCall(app, application, 'GET')).json()).toMatchObject({
      status: 'verified',
      method: 'manual',
    });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/profile/?fetch_identity_status=true',
      headers: withToken(application.user.token),
    });
    expect(profile.json()).toMatchObject({ identity_status: 'verified', can_update_PII: false });
    expect(await statusOf(application.transactionId)).toBe(ApplicationStatus.Submitted);
    const listed = (await listReviews(token)).json().results.map((entry: { id: number }) => entry.id);
    expect(listed).not.toContain(reviewId);

    const again = await decide(token, reviewId, { decision: 'reject', reason: REASON });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This photo ID was already approved. Reload the list to see the reviews still waiting.',
    );
  });

  it('rejecting reopens the step and the submission, tells the applicant why, and lets them verify again', async () => {
    const { app, clock } = context();
    const { application, reviewId } = await applicantWithPhotoId();
    expect(await statusOf(application.transactionId)).toBe(ApplicationStatus.Submitted);
    const token = await staffToken();
    const rejected = await decide(token, reviewId, { decision: 'reject', reason: `  ${REASON}  ` });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection_reason: REASON });

    expect((await identityCall(app, application, 'GET')).json()).toMatchObject({
      status: 'rejected',
      method: null,
      rejection_reason: REASON,
    });
    expect(await identityStepsOf(db(), application)).toHaveLength(0);
    expect(await statusOf(application.transactionId)).toBe(ApplicationStatus.InProgress);
    expect(await submittedSteps(application.transactionId)).toHaveLength(0);

    const again = await decide(token, reviewId, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This photo ID was already rejected. Reload the list to see the reviews still waiting.',
    );

    const mailer = createSandboxMailer({ db: db(), clock });
    const handlers = {
      [PHOTO_ID_REJECTED_TOPIC]: photoIdRejectedHandler({ db: db(), mailer }),
      [APPLICATION_SUBMITTED_TOPIC]: applicationSubmittedHandler({ db: db(), mailer }),
    };
    while ((await processOutbox({ db: db(), clock }, handlers)) > 0);
    const [mail] = await db()
      .select()
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.recipient, application.user.email),
          eq(mailMessages.subject, 'Please verify your identity again'),
        ),
      );
    expect(mail?.text).toContain(`Their reason: ${REASON}`);
    expect(mail?.text).toContain(
      `http://localhost:80/maple-court/transaction/${application.transactionId}/id-verify`,
    );

    const sent = await identityCall(app, application, 'POST', { method: 'passcode', channel: 'sms' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'in_progress', rejection_reason: REASON });
    const passcode = passcodeIn(await lastTextTo(db(), '(512) 555-0187'));
    const verified = await identityCall(app, application, 'PATCH', { method: 'passcode', passcode });
    expect(verified.json().outcome).toBe('verified');
    expect(verified.json().identity_verification.rejection_reason).toBeNull();
    expect(await identityStepsOf(db(), application)).toHaveLength(1);
    expect(await statusOf(application.transactionId)).toBe(ApplicationStatus.Submitted);
  });
});
