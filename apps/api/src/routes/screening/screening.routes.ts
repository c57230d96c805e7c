import {
  screeningCriteriaSchema,
  screeningRequestSchema,
  screeningSchema,
  screeningStatusSchema,
} from '@portal/domain/schemas/screening';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { replyLanguageOf } from '../../messages/reply-language.js';
import { authenticate } from '../../plugins/authentication.js';
import { accountLanguageFrom } from '../../services/accounts/account-language.js';
import { getScreeningCriteria } from '../../services/screening/screening-criteria.js';
import { getScreening } from '../../services/screening/screenings.js';
import { submitScreening } from '../../services/screening/submit-screening.js';
import { consentEvidence } from '../consent-evidence.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';

const tags = ['screening'];

/** The Screening step: consent to the screening criteria and the number to screen by (the caller's own). */
export const screeningRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);
  const accountLanguage = accountLanguageFrom(context.db);

  app.get(
    '/api/transaction/:id/screening-criteria/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'The screening criteria the applicant accepts, naming this application’s community, as safe HTML',
        params: idParams,
        response: replySchemas({ 200: screeningCriteriaSchema }),
      },
    },
    async (request) =>
      getScreeningCriteria(
        context,
        await callerTransaction(context, request, request.params.id),
        await replyLanguageOf(request, accountLanguage),
      ),
  );

  app.get(
    '/api/transaction/:id/screening/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          "The caller's screening consent (of the number, only its last 4 digits), or null before it is given",
        params: idParams,
        response: replySchemas({ 200: screeningStatusSchema }),
      },
    },
    async (request) => ({
      screening: await getScreening(context.db, await callerTransaction(context, request, request.params.id)),
    }),
  );

  app.post(
    '/api/transaction/:id/screening/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'Consent to the screening criteria with an SSN (or no_ssn with an ITIN or nothing): runs the screening and finishes the Screening step',
        params: idParams,
        body: screeningRequestSchema,
        response: replySchemas({ 200: screeningSchema, 201: screeningSchema }),
      },
    },
    async (request, reply) => {
      const access = await callerTransaction(context, request, request.params.id);
      const { created, screening } = await submitScreening(context, access, {
        request: request.body,
        language: await replyLanguageOf(request, accountLanguage),
        ...consentEvidence(request),
      });
      return reply.status(created ? 201 : 200).send(screening);
    },
  );
};
