import type { IdentityQuestion } from '@portal/domain/schemas/identity-verification';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { identityVerifications } from '../../src/db/schema/identity-verifications.js';
import type { StartedApplication } from '../factories/transactions.js';
import { signUp, withToken } from '../factories/users.js';
import { describeApi } from '../support/test-app.js';
import { applicationAtIdentity, identityCall, identityStepsOf, uploadPhotoId } from './identity-helpers.js';

/** What the test applicant told us (factories: 500 Congress Ave, born 1992, phone …-0187) and the sandbox's record. */
const TRUE_ANSWERS: Record<string, string> = {
  street: 'Congress Ave',
  birth_year: '1992',
  phone: '0187',
  auto_loan: 'Lone Star Auto Finance',
};

/** Answers with `right` of the four questions right (in their order), the rest wrong. */
function answersWith(questions: IdentityQuestion[], right: number) {
  return questions.map((question, index) => {
    const truth = TRUE_ANSWERS[question.id];
    const choice = question.choices.find((candidate) =>
      index < right ? candidate.text === truth : candidate.text !== truth,
    );
    if (!choice) throw new Error(`no choice for ${question.id}`);
    return { question_id: question.id, choice_id: choice.id };
  });
}

async function askQuestions(app: FastifyInstance, application: StartedApplication) {
  const asked = await identityCall(app, application, 'POST', { method: 'questions' });
  expect(asked.statusCode).toBe(201);
  return asked.json().questions.open as IdentityQuestion[];
}

function startDocumentCheck(app: FastifyInstance, { user, transactionId }: StartedApplication) {
  return app.inject({
    method: 'POST',
    url: `/api/transactions/${transactionId}/plaid-identity-verification/`,
    headers: withToken(user.token),
  });
}

/** What the sandbox window does when its form is submitted. */
async function finishWindow(app: FastifyInstance, hostedUrl: string, document: string, selfie: string) {
  const sessionToken = decodeURIComponent(hostedUrl.split('#')[1] ?? '');
  const checked = await app.inject({
    method: 'POST',
    url: '/api/sandbox/identity/document-check/',
    payload: { session_token: sessionToken, document, selfie },
  });
  expect(checked.statusCode).toBe(200);
  return checked.json().identity_session_id as string;
}

/** What GET /api/profile/?fetch_identity_status=true says of the applicant. */
async function profileIdentityStatus(app: FastifyInstance, { user }: StartedApplication) {
  const profile = await app.inject({
    method: 'GET',
    url: '/api/profile/?fetch_identity_status=true',
    headers: withToken(user.token),
  });
  return profile.json().identity_status as string;
}

describeApi('identity verification by questions, document check and photo ID', (context) => {
  it('asks four questions from the applicant’s details and the sandbox’s records; 3 right passes', async () => {
    const { app, database, clock } = context();
    const application = await applicationAtIdentity(app, database.db, clock);
    expect(await profileIdentityStatus(app, application)).toBe('not_started');
    const questions = await askQuestions(app, application);
    expect(await profileIdentityStatus(app, application)).toBe('pending');
    expect(questions.map((question) => question.id)).toEqual(['street', 'birth_year', 'phone', 'auto_loan']);
    for (const question of questions) {
      expect(question.choices.map((choice) => choice.text)).toContain(TRUE_ANSWERS[question.id]);
      expect(question.choices.at(-1)?.text).toBe('None of the above');
    }
    const again = await askQuestions(app, application);
    expect(again).toEqual(questions);

    const passed = await identityCall(app, application, 'PATCH', {
      method: 'questions',
      answers: answersWith(questions, 3),
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({
      outcome: 'verified',
      identity_verification: { status: 'verified', method: 'questions' },
    });
    expect(await identityStepsOf(database.db, application)).toHaveLength(1);
    expect(await profileIdentityStatus(app, application)).toBe('verified');
  });

  it('fails with 2 right, allows a second set, then no more', async () => {
    const { app, database, clock } = context();
    const application = await applicationAtIdentity(app, database.db, clock);
    const first = await askQuestions(app, application);
    const failed = await identityCall(app, application, 'PATCH', {
      method: 'questions',
      answers: answersWith(first, 2),
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      outcome: 'failed',
      identity_verification: { status: 'in_progress', questions: { attempts_left: 1, open: null } },
    });
    const replay = await identityCall(app, application, 'PATCH', {
      method: 'questions',
      answers: answersWith(first, 4),
    });
    expect(replay.statusCode).toBe(409);

    const second = await askQuestions(app, application);
    const failedAgain = await identityCall(app, application, 'PATCH', {
      method: 'questions',
      answers: answersWith(second, 0),
    });
    expect(failedAgain.json().identity_verification.questions.attempts_left).toBe(0);
    expect(await profileIdentityStatus(app, application)).toBe('failed');
    const third = await identityCall(app, application, 'POST', { method: 'questions' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(
      "You've used both tries at the questions. Please choose another way to verify your identity.",
    );
    expect(await identityStepsOf(database.db, application)).toHaveLength(0);
  });

  it('asks for an answer to every question it asked', async () => {
    const { app, database, clock } = context();
    const application = await applicationAtIdentity(app, database.db, clock);
    const questions = await askQuestions(app, application);
    const answers = answersWith(questions, 4).map((answer, index) =>
      index === 0 ? { ...answer, choice_id: '99' } : answer,
    );
    const response = await identityCall(app, application, 'PATCH', { method: 'questions', answers });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.answers).toEqual(['Please answer every question.']);
  });

  it('passes the document check with a valid ID and the matching selfie', async () => {
    const { app, database, clock } = context();
    const application = await applicationAtIdentity(app, database.db, clock);
    const started = await startDocumentCheck(app, application);
    expect(started.statusCode).toBe(201);
    const { hosted_url: hostedUrl } = started.json();
    expect(hostedUrl).toMatch(/^\/api\/sandbox\/identity\/window#[\w-]{40,}$/);
    const window = await app.inject({ method: 'GET', url: hostedUrl.split('#')[0] });
    expect(window.statusCode).toBe(200);
    expect(window.body).toContain('Verify your identity');

    const sessionId = await finishWindow(app, hostedUrl, 'valid_passport', 'matching_selfie');
    const confirmed = await identityCall(app, application, 'PATCH', {
      method: 'document',
      identity_session_id: sessionId,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      outcome: 'verified',
      identity_verification: { method: 'document' },
    });
    expect(await identityStepsOf(database.db, application)).toHaveLength(1);
  });

  it('fails the document check for an expired ID or someone else’s selfie, and keeps it to its owner', async () => {
    const { app, database, clock } = context();
    const application = await applicationAtIdentity(app, database.db, clock);
    const other = await applicationAtIdentity(app, database.db, clock);
    for (const [document, selfie] of [
      ['expired_drivers_license', 'matching_selfie'],
      ['valid_drivers_license', 'different_person'],
    ]) {
      const { hosted_url: hostedUrl } = (await startDocumentCheck(app, application)).json();
      const unfinished = await identityCall(app, application, 'PATCH', {
        method: 'document',
        identity_session_id: 'sandbox_idv_unknown',
      });
      expect(unfinished.statusCode).toBe(404);
      const sessionId = await finishWindow(app, hostedUrl, document as string, selfie as string);
      const stolen = await identityCall(app, other, 'PATCH', {
        method: 'document',
        identity_session_id: sessionId,
      });
      expect(stolen.statusCode).toBe(404);
      const failed = await identityCall(app, application, 'PATCH', {
        method: 'document',
        identity_session_id: sessionId,
      });
      expect(failed.statusCode).toBe(200);
      expect(failed.json().outcome).toBe('failed');
    }
    expect(await identityStepsOf(database.db, application)).toHaveLength(0);
  });

  it('answers 409 while the window is not finished', async () => {
    const { app, database, clock } = context();
    const application = await applicationAtIdentity(app, database.db, clock);
    await startDocumentCheck(app, application);
    const [attempt] = await database.db
      .select({ sessionId: identityVerifications.providerReference })
      .from(identityVerifications)
      .where(eq(identityVerifications.applicantId, application.applicantId));
    const early = await identityCall(app, application, 'PATCH', {
      method: 'document',
      identity_session_id: attempt?.sessionId,
    });
    expect(early.statusCode).toBe(409);
  });

  it('sends an uploaded photo ID for review: pending, and the step is finished', async () => {
    const { app, database, clock } = context();
    const application = await applicationAtIdentity(app, database.db, clock);
    const stranger = await signUp(app);
    const strangersFile = await uploadPhotoId(app, stranger.token);
    const foreign = await identityCall(app, application, 'POST', {
      method: 'manual',
      upload_id: strangersFile,
    });
    expect(foreign.statusCode).toBe(400);
    expect(await identityStepsOf(database.db, application)).toHaveLength(0);

    const uploadId = await uploadPhotoId(app, application.user.token);
    const sent = await identityCall(app, application, 'POST', { method: 'manual', upload_id: uploadId });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'pending_review', method: 'manual' });
    expect(await profileIdentityStatus(app, application)).toBe('pending');
    expect(await identityStepsOf(database.db, application)).toHaveLength(1);
    const passcode = await identityCall(app, application, 'POST', { method: 'passcode', channel: 'sms' });
    expect(passcode.statusCode).toBe(409);
  });
});
