import {
  type IdentityVerification,
  type IdentityVerificationResult,
  QUESTIONS_TO_PASS,
} from '@portal/domain/schemas/identity-verification';
import { identityVerifications } from '../../db/schema/identity-verifications.js';
import { AppError } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { assertIdentityStepOpen, finishIdentityStep } from './finish-identity-step.js';
import {
  assertStillToVerify,
  attemptsOf,
  getIdentityVerification,
  openQuiz,
  questionAttemptsLeft,
  settleAttempt,
} from './identity-attempts.js';
import type { IdentityContext } from './identity-context.js';
import { identitySubjectOf } from './identity-subject.js';

/**
 * POST …/identity-verification/ { method: "questions" }: four questions from the provider, built from
 * the applicant's details and its records. Asking again while some are unanswered gives the same ones;
 * each new set is one of the two attempts.
 */
export async function askQuestions(
  context: IdentityContext,
  access: TransactionAccess,
): Promise<IdentityVerification> {
  const { db, clock } = context;
  await assertIdentityStepOpen(db, access);
  const attempts = await attemptsOf(db, access.applicant.id);
  assertStillToVerify(attempts);
  const now = clock.now();
  if (!openQuiz(attempts)) {
    if (questionAttemptsLeft(attempts) === 0) throw new AppError('Conflict', 'no_question_attempts');
    const quiz = await context.identity.createQuiz(await identitySubjectOf(db, access));
    await db.insert(identityVerifications).values({
      transactionId: access.transaction.id,
      applicantId: access.applicant.id,
      method: 'questions',
      status: 'open',
      providerReference: quiz.reference,
      questions: quiz.questions,
      createdAt: now,
    });
  }
  return getIdentityVerification(db, now, access);
}

/**
 * PATCH …/identity-verification/ { method: "questions", answers }: the provider grades the open set;
 * 3 of 4 right verifies the applicant and finishes the step in the same write.
 */
export async function answerQuestions(
  context: IdentityContext,
  access: TransactionAccess,
  answers: ReadonlyArray<{ question_id: string; choice_id: string }>,
): Promise<IdentityVerificationResult> {
  const { db, clock } = context;
  await assertIdentityStepOpen(db, access);
  const attempts = await attemptsOf(db, access.applicant.id);
  assertStillToVerify(attempts);
  const quiz = openQuiz(attempts);
  if (!quiz?.providerReference || !quiz.questions) throw new AppError('Conflict', 'no_open_questions');
  const chosen = new Map(answers.map((answer) => [answer.question_id, answer.choice_id]));
  const everyQuestionAnswered = quiz.questions.every((question) =>
    question.choices.some((choice) => choice.id === chosen.get(question.id)),
  );
  if (!everyQuestionAnswered)
    throw new AppError('ValidationError', 'answer_every_question', {
      answers: ['answer_every_question'],
    });

  // Graded before the write: the sandbox provider keeps its books through `db`.
  const correct = await context.identity.gradeQuiz(quiz.providerReference, chosen);
  if (correct === null) throw new AppError('Conflict', 'no_open_questions');
  const passed = correct >= QUESTIONS_TO_PASS;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const settled = await settleAttempt(tx, quiz.id, {
      status: passed ? 'passed' : 'failed',
      correctAnswers: correct,
      finishedAt: now,
    });
    if (settled && passed) await finishIdentityStep(tx, context, access, { verified: true, now });
  });
  return {
    outcome: passed ? 'verified' : 'failed',
    identity_verification: await getIdentityVerification(db, now, access),
  };
}
