import { ApplicationStatus } from '@portal/domain/constants/application-status';
import {
  ALREADY_ANSWERED,
  RESPONSE_WINDOW_CLOSED,
  STATEMENT_REQUIRED,
} from '@portal/domain/schemas/criminal-review';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { criminalReviewLetters } from '../../src/db/schema/criminal-review-letters.js';
import { mailMessages } from '../../src/db/schema/mail-messages.js';
import { units } from '../../src/db/schema/units.js';
import {
  CRIMINAL_REVIEW_LETTER_TOPIC,
  criminalReviewLetterHandler,
} from '../../src/services/decision/criminal-review-mail.js';
import type { StartedApplication } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';
import { pdfWords } from '../payments/pdf-text.js';
import { TEST_SSNS } from '../screening/screening-helpers.js';
import { describeApi } from '../support/test-app.js';
import { samplePdf } from '../uploads/sample-files.js';
import { uploadFile } from '../uploads/upload-file.js';
import { DEMO_STAFF, deliverTopic, getAs, staffToken, submittedApplicant } from './staff-helpers.js';

const YEARLY_INCOME = 12 * 600_000;

describeApi('criminal review letters', (context) => {
  const db = () => context().database.db;
  let agent: string;
  let cedarManager: string;

  beforeAll(async () => {
    agent = await staffToken(context().app, DEMO_STAFF.mapleCourtAgent);
    cedarManager = await staffToken(context().app, DEMO_STAFF.cedarPointManager);
  });
  beforeEach(async () => {
    await db().update(units).set({ available: true }).where(eq(units.unitNumber, '102'));
  });

  const post = (token: string | null, url: string, payload?: object) =>
    context().app.inject({
      method: 'POST',
      url,
      headers: token ? withToken(token) : {},
      ...(payload ? { payload } : {}),
    });
  const sendLetter = (token: string | null, { transactionId }: StartedApplication, payload: object = {}) =>
    post(token, `/api/staff/applications/${transactionId}/criminal-review-letter/`, payload);
  const answer = (token: string, { transactionId }: StartedApplication, payload: object) =>
    post(token, `/api/transactions/${transactionId}/criminal-review/response/`, payload);
  const upload = (token: string) =>
    uploadFile(context().app, token, [
      { name: 'file', filename: 'certificate.pdf', contentType: 'application/pdf', content: samplePdf },
    ]);

  it('sends the letter to the adult with a record: they read it, answer with documents, and staff see the answer', async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.criminalReview, YEARLY_INCOME);
    const { user, transactionId, applicantId } = application;
    expect(
      (await getAs(context().app, agent, `/api/staff/applications/${transactionId}/`)).json(),
    ).toMatchObject({
      status: ApplicationStatus.PendingCriminalReview,
      criminal_reviews: [],
    });
    expect(
      (await getAs(context().app, user.token, `/api/transactions/${transactionId}/criminal-review/`))
        .statusCode,
    ).toBe(404);

    const sent = await sendLetter(agent, application, { note: 'Please tell us about the 2019 conviction.' });
    expect(sent.statusCode, sent.body).toBe(200);
    // The test clock reads 2026-11-22; Maple Court gives five days.
    expect(sent.json().letters).toEqual([
      expect.objectContaining({
        applicant_id: applicantId,
        respond_by: '2026-11-27',
        can_respond: true,
        response: null,
      }),
    ]);

    await deliverTopic(context(), CRIMINAL_REVIEW_LETTER_TOPIC, criminalReviewLetterHandler);
    const [mail] = await db().select().from(mailMessages).where(eq(mailMessages.recipient, user.email));
    expect(mail?.text).toContain('You may answer until 2026-11-27.');

    const letter = await getAs(
      context().app,
      user.token,
      `/api/transactions/${transactionId}/documents/?document_type=criminal_review_letter`,
    );
    expect(letter.statusCode, letter.body).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    const words = await pdfWords(letter.rawPayload);
    expect(words).toContain('Criminal Background Review');
    expect(words).toContain('November 27, 2026');
    expect(words).toContain('Please tell us about the 2019 conviction.');
    expect(words).toContain('not yours');

    expect((await answer(user.token, application, { statement: '  ' })).json().errors.statement).toEqual([
      STATEMENT_REQUIRED,
    ]);
    const documentId = await upload(user.token);
    const answered = await answer(user.token, application, {
      statement: 'The record is from 2009; I have worked at the same hospital since 2012.',
      document_ids: [documentId],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      can_respond: false,
      response: { documents: [{ id: documentId, name: 'certificate.pdf' }] },
    });
    expect((await answer(user.token, application, { statement: 'Again' })).json().message).toBe(
      ALREADY_ANSWERED,
    );

    const file = (await getAs(context().app, agent, `/api/staff/applications/${transactionId}/`)).json();
    expect(file.criminal_reviews[0].response.statement).toContain('same hospital since 2012');
    // The leasing team opens the document; the applicant's household never sees it on the transaction.
    expect((await getAs(context().app, agent, `/api/uploads/${documentId}/`)).statusCode).toBe(200);
    const audit = (
      await getAs(context().app, agent, `/api/staff/applications/${transactionId}/audit/`)
    ).json();
    const actions = audit.results.map((entry: { action: string }) => entry.action);
    expect(actions).toContain('criminal_review_letter.sent');
    // Staff opening the applicant's document is on the record, with the file it was.
    expect(
      audit.results.find((entry: { action: string }) => entry.action === 'document.viewed'),
    ).toMatchObject({
      subject: { user_id: user.id },
      details: { upload_id: documentId, name: 'certificate.pdf' },
    });
  });

  it('closes the answer at the end of respond_by and refuses documents that are not the applicant’s', async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.criminalReview, YEARLY_INCOME);
    expect((await sendLetter(agent, application)).statusCode).toBe(200);
    const strangersFile = await upload(agent);
    const refused = await answer(application.user.token, application, {
      statement: 'Mine',
      document_ids: [strangersFile],
    });
    expect(refused.statusCode).toBe(400);
    // The last day to answer was yesterday in Maple Court's calendar.
    await db()
      .update(criminalReviewLetters)
      .set({ respondBy: '2026-11-21' })
      .where(eq(criminalReviewLetters.transactionId, application.transactionId));
    const late = await answer(application.user.token, application, { statement: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RESPONSE_WINDOW_CLOSED);
  });

  it('is for staff of the company, while the application waits for its criminal review', async () => {
    const application = await submittedApplicant(context(), TEST_SSNS.criminalReview, YEARLY_INCOME);
    expect((await sendLetter(null, application)).statusCode).toBe(403);
    expect((await sendLetter(application.user.token, application)).statusCode).toBe(403);
    expect((await sendLetter(cedarManager, application)).statusCode).toBe(404);
    expect((await sendLetter(agent, application, { note: 'x'.repeat(2001) })).statusCode).toBe(400);
    const clear = await submittedApplicant(context(), TEST_SSNS.clear, YEARLY_INCOME);
    expect((await sendLetter(agent, clear)).statusCode).toBe(409);
    // Nobody else reads the letter: another applicant, or a document type that does not exist.
    expect((await sendLetter(agent, application)).statusCode).toBe(200);
    const letterUrl = `/api/transactions/${application.transactionId}/documents/?document_type=criminal_review_letter`;
    expect((await getAs(context().app, clear.user.token, letterUrl)).statusCode).toBe(404);
    const wrongType = `/api/transactions/${application.transactionId}/documents/?document_type=lease`;
    expect((await getAs(context().app, application.user.token, wrongType)).statusCode).toBe(400);
  });
});
