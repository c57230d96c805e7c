import { screeningFeeRefundSchema } from '@portal/domain/schemas/staff-application-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { presentScreeningFeeRefunds } from '../../services/refunds/screening-fee-refund-records.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';

export const screeningFeeRefundsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/transaction/:id/screening-fee-refunds/',
    {
      preHandler: authenticate(context),
      schema: {
        tags: ['payments'],
        summary:
          "The caller's screening fees owed back because another application was chosen for the unit (California), with the day each is due by and when it was refunded",
        params: idParams,
        response: replySchemas({ 200: z.array(screeningFeeRefundSchema) }),
      },
    },
    async (request) => {
      const { transaction } = await callerTransaction(context, request, request.params.id);
      return presentScreeningFeeRefunds(context.db, transaction.id, sessionOf(request).userId);
    },
  );
};
