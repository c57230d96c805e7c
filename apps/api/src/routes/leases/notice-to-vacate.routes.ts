import {
  noticeToVacateRequestSchema,
  noticeToVacateSchema,
  vacateReasonsQuerySchema,
  vacateReasonsSchema,
} from '@portal/domain/schemas/vacate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { giveNotice, withdrawNotice } from '../../services/leases/notice-changes.js';
import { readNotice, vacateReasonsFor } from '../../services/leases/notice-to-vacate.js';
import { replySchemas } from '../reply-schemas.js';
import { idParams } from '../transactions/transaction-params.js';

const tags = ['leases'];

/** Notice to vacate (spec part 1: `GET /vacate-reasons/`, the vacate pages; type-40 transactions). */
export const noticeToVacateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

  app.get(
    '/api/vacate-reasons/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          "The lease's community's reasons for moving out, its notice period and the earliest move-out date",
        querystring: vacateReasonsQuerySchema,
        response: replySchemas({ 200: vacateReasonsSchema }),
      },
    },
    async (request) => vacateReasonsFor(context, sessionOf(request), request.query.lease_id),
  );

  app.get(
    '/api/leases/:id/notice-to-vacate/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The latest notice to vacate on the lease, for its residents and their company's staff",
        params: idParams,
        response: replySchemas({ 200: noticeToVacateSchema }),
      },
    },
    async (request) => readNotice(context, sessionOf(request), request.params.id),
  );

  app.post(
    '/api/leases/:id/notice-to-vacate/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'A resident gives notice: the type-40 transaction, sent to every adult resident to sign where the community requires it',
        params: idParams,
        body: noticeToVacateRequestSchema,
        response: replySchemas({ 201: noticeToVacateSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await giveNotice(context, sessionOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/leases/:id/notice-to-vacate/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'A resident withdraws the notice, until the leasing team has answered it',
        params: idParams,
        response: replySchemas({ 200: noticeToVacateSchema }),
      },
    },
    async (request) => withdrawNotice(context, sessionOf(request), request.params.id),
  );
};
