import {
  holdingDepositTermsQuerySchema,
  holdingDepositTermsSchema,
  termsAcceptanceSchema,
  termsAcceptedRequestSchema,
} from '@portal/domain/schemas/payment-terms';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { replyLanguageOf } from '../../messages/reply-language.js';
import { authenticate } from '../../plugins/authentication.js';
import { accountLanguageFrom } from '../../services/accounts/account-language.js';
import { getHoldingDepositTerms } from '../../services/documents/payment-terms.js';
import { type AcceptTermsInput, acceptTerms } from '../../services/documents/terms-acceptances.js';
import type { TransactionAccess } from '../../services/transactions/transaction-access.js';
import { consentEvidence } from '../consent-evidence.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';

const tags = ['payments'];

/** 201 with a new acceptance; 200 with the one already stored for the same revision (a double click). */
const acceptanceResponses = replySchemas({ 200: termsAcceptanceSchema, 201: termsAcceptanceSchema });

async function recordAcceptance(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  access: TransactionAccess,
  terms: Pick<AcceptTermsInput, 'type' | 'time'>,
) {
  const { created, acceptance } = await acceptTerms(context, access, {
    ...terms,
    language: await replyLanguageOf(request, accountLanguageFrom(context.db)),
    ...consentEvidence(request),
  });
  return reply.status(created ? 201 : 200).send(acceptance);
}

export const paymentTermsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);
  const accountLanguage = accountLanguageFrom(context.db);

  app.get(
    '/api/transaction/:id/holding_deposit_terms/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          "The payment terms (application fee, holding deposit) with this application's amounts, as safe HTML",
        params: idParams,
        querystring: holdingDepositTermsQuerySchema,
        response: replySchemas({ 200: holdingDepositTermsSchema }),
      },
    },
    async (request) =>
      getHoldingDepositTerms(
        context,
        await callerTransaction(context, request, request.params.id),
        request.query.can_proceed_to_payment === '1',
        await replyLanguageOf(request, accountLanguage),
      ),
  );

  app.post(
    '/api/transaction/:id/terms-accepted/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'Record that the caller agreed to the current revision of the payment terms or the terms of linking a bank account',
        params: idParams,
        body: termsAcceptedRequestSchema,
        response: acceptanceResponses,
      },
    },
    async (request, reply) =>
      recordAcceptance(
        context,
        request,
        reply,
        await callerTransaction(context, request, request.params.id),
        {
          type: request.body.type,
          time: request.body.context.time,
        },
      ),
  );
};
