import { TermsType } from '@portal/domain/constants/terms-types';
import {
  holdingDepositTermsQuerySchema,
  holdingDepositTermsSchema,
  rentalFeesAgreementAcceptanceRequestSchema,
  termsAcceptanceSchema,
  termsAcceptedRequestSchema,
} from '@portal/domain/schemas/payment-terms';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/app-error.js';
import { authenticate } from '../../plugins/authentication.js';
import { findCommunity } from '../../services/communities/find-community.js';
import { getHoldingDepositTerms } from '../../services/documents/payment-terms.js';
import { type AcceptTermsInput, acceptTerms } from '../../services/documents/terms-acceptances.js';
import {
  TRANSACTION_NOT_FOUND,
  type TransactionAccess,
} from '../../services/transactions/transaction-access.js';
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
    ...consentEvidence(request),
  });
  return reply.status(created ? 201 : 200).send(acceptance);
}

export const paymentTermsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

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
      ),
  );

  app.post(
    '/api/transaction/:id/terms-accepted/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'Record that the caller agreed to the current revision of the payment terms or rental fees agreement',
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

  app.post(
    '/api/lease-settings/:id/rental-fees-agreement/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          "Agree to the community's rental fees agreement (its lease settings: slug or id) on one of the caller's applications there",
        params: z.object({
          id: z.string().min(1).max(100).describe("The community's lease settings: its slug or numeric id"),
        }),
        body: rentalFeesAgreementAcceptanceRequestSchema,
        response: acceptanceResponses,
      },
    },
    async (request, reply) => {
      const community = await findCommunity(context.db, request.params.id);
      const access = await callerTransaction(context, request, request.body.transaction_id);
      if (access.transaction.communityId !== community.id) throw notFound(TRANSACTION_NOT_FOUND);
      return recordAcceptance(context, request, reply, access, {
        type: TermsType.RentalFees,
        time: request.body.context.time,
      });
    },
  );
};
