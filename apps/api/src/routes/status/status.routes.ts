import { leaseTransactionSchema } from '@portal/domain/schemas/lease-transaction';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate } from '../../plugins/authentication.js';
import { cancelApplication } from '../../services/status/cancel-application.js';
import { replySchemas } from '../reply-schemas.js';
import {
  callerTransaction,
  describeCallerTransaction,
  idParams,
} from '../transactions/transaction-params.js';

/** What happens to an application as a whole once it is under way: withdrawing it. */
export const statusRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

  app.post(
    '/api/transaction/:id/cancel-application/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['transactions'],
        summary:
          'The primary applicant cancels the application for the whole household (status 20, step 100); 409 once decided',
        params: idParams,
        response: replySchemas({ 200: leaseTransactionSchema }),
      },
    },
    async (request) => {
      await cancelApplication(context, await callerTransaction(context, request, request.params.id));
      return describeCallerTransaction(context, request, request.params.id);
    },
  );
};
