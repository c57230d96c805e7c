import { monthToMonthSchema } from '@portal/domain/schemas/month-to-month';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { chooseMonthToMonth, readMonthToMonth } from '../../services/leases/month-to-month.js';
import { replySchemas } from '../reply-schemas.js';
import { idParams } from '../transactions/transaction-params.js';

const tags = ['leases'];

/** Month-to-month (spec part 1: `renewal/month-to-month`, its payment details and confirmation). */
export const monthToMonthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

  app.get(
    '/api/leases/:id/month-to-month/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'What the lease costs month-to-month from its end date, and what changes (cents)',
        params: idParams,
        response: replySchemas({ 200: monthToMonthSchema }),
      },
    },
    async (request) => readMonthToMonth(context, sessionOf(request), request.params.id),
  );

  app.post(
    '/api/leases/:id/month-to-month/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'A resident chooses month-to-month: the lease is month-to-month from the day after it ends',
        params: idParams,
        response: replySchemas({ 201: monthToMonthSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await chooseMonthToMonth(context, sessionOf(request), request.params.id)),
  );
};
