import {
  identitySessionSchema,
  identityVerificationAnswerSchema,
  identityVerificationResultSchema,
  identityVerificationSchema,
  identityVerificationStartSchema,
} from '@portal/domain/schemas/identity-verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate } from '../../plugins/authentication.js';
import type { IdentityProvider } from '../../providers/identity/identity-provider.js';
import type { SmsProvider } from '../../providers/identity/sms-provider.js';
import { confirmDocumentCheck, startDocumentCheck } from '../../services/identity/document-check.js';
import { getIdentityVerification } from '../../services/identity/identity-attempts.js';
import type { IdentityContext } from '../../services/identity/identity-context.js';
import { submitPhotoId } from '../../services/identity/manual-review.js';
import { answerQuestions, askQuestions } from '../../services/identity/questions.js';
import { sendPasscode } from '../../services/identity/send-passcode.js';
import { verifyPasscode } from '../../services/identity/verify-passcode.js';
import { PROVIDER_ERRORS, replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';

const tags = ['identity'];
const path = '/api/transactions/:id/identity-verification/';

/** The Identity Verification step (80): a passcode, questions, a document check or a photo ID. */
export const identityRoutes =
  (providers: { identity: IdentityProvider; smsProvider: SmsProvider }): FastifyPluginAsyncZod<AppContext> =>
  async (app, appContext) => {
    const context: IdentityContext = { ...appContext, ...providers };
    const signedIn = authenticate(context);

    app.get(
      path,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary:
            "The caller's identity verification: its status, the live passcode's tries, open questions",
          params: idParams,
          response: replySchemas({ 200: identityVerificationSchema }),
        },
      },
      async (request) =>
        getIdentityVerification(
          context.db,
          context.clock.now(),
          await callerTransaction(context, request, request.params.id),
        ),
    );

    app.post(
      path,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary:
            'Start a way of verifying: a passcode by text or voice to the phone on file, four questions, or an uploaded photo ID for staff review (finishes the step, pending)',
          params: idParams,
          body: identityVerificationStartSchema,
          response: replySchemas({ 201: identityVerificationSchema }, PROVIDER_ERRORS),
        },
      },
      async (request, reply) => {
        const access = await callerTransaction(context, request, request.params.id);
        const { body } = request;
        const verification =
          body.method === 'passcode'
            ? await sendPasscode(context, access, body.channel)
            : body.method === 'questions'
              ? await askQuestions(context, access)
              : await submitPhotoId(context, access, body.upload_id);
        return reply.status(201).send(verification);
      },
    );

    app.patch(
      path,
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary:
            'Verify: the passcode (10 minutes, 5 tries), the answers (3 of 4 right, 2 attempts) or the finished document check; verified finishes the step',
          params: idParams,
          body: identityVerificationAnswerSchema,
          response: replySchemas({ 200: identityVerificationResultSchema }, PROVIDER_ERRORS),
        },
      },
      async (request) => {
        const access = await callerTransaction(context, request, request.params.id);
        const { body } = request;
        if (body.method === 'passcode') return verifyPasscode(context, access, body.passcode);
        if (body.method === 'questions') return answerQuestions(context, access, body.answers);
        return confirmDocumentCheck(context, access, body.identity_session_id);
      },
    );

    app.post(
      '/api/transactions/:id/plaid-identity-verification/',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: "Open the provider's hosted document + selfie check: its window's address",
          params: idParams,
          response: replySchemas({ 201: identitySessionSchema }, PROVIDER_ERRORS),
        },
      },
      async (request, reply) => {
        const access = await callerTransaction(context, request, request.params.id);
        return reply.status(201).send(await startDocumentCheck(context, access));
      },
    );
  };
