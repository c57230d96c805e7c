import {
  criminalReviewLetterRequestSchema,
  criminalReviewLettersSentSchema,
  criminalReviewResponseSchema,
  criminalReviewSchema,
} from '@portal/domain/schemas/criminal-review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf, signedInSessionOf } from '../../plugins/authentication.js';
import { answerCriminalReview, criminalReviewFor } from '../../services/decision/criminal-review-answer.js';
import { sendCriminalReviewLetters } from '../../services/decision/criminal-review-letters.js';
import { replySchemas } from '../reply-schemas.js';
import { staffOnly } from '../staff/staff-only.js';
import { idParams } from '../transactions/transaction-params.js';

const tags = ['decision'];

/** A criminal record's individualized assessment: the letter, the applicant's answer, the documents. */
export const criminalReviewRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

  app.post(
    '/api/staff/applications/:id/criminal-review-letter/',
    {
      preHandler: staffOnly(context),
      schema: {
        tags: ['staff'],
        summary:
          "Staff: send the criminal review letter to every adult whose record needs review, with the policy's days to answer; 409 unless pending criminal review",
        params: idParams,
        body: criminalReviewLetterRequestSchema,
        response: replySchemas({ 200: criminalReviewLettersSentSchema }),
      },
    },
    async (request) => ({
      letters: await sendCriminalReviewLetters(
        context,
        signedInSessionOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/api/transactions/:id/criminal-review/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'The criminal review letter sent to the caller on this application, and their answer (404 if none)',
        params: idParams,
        response: replySchemas({ 200: criminalReviewSchema }),
      },
    },
    async (request) => criminalReviewFor(context, sessionOf(request), request.params.id),
  );

  app.post(
    '/api/transactions/:id/criminal-review/response/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          "Answer the criminal review letter with a statement and the caller's uploads, once, until respond_by (409 after)",
        params: idParams,
        body: criminalReviewResponseSchema,
        response: replySchemas({ 200: criminalReviewSchema }),
      },
    },
    async (request) => answerCriminalReview(context, sessionOf(request), request.params.id, request.body),
  );
};
