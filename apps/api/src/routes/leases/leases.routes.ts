import { leaseDocumentQuerySchema, leaseListSchema, leaseSchema } from '@portal/domain/schemas/lease';
import { leaseTransactionSchema } from '@portal/domain/schemas/lease-transaction';
import { recordIdSchema } from '@portal/domain/schemas/record-id';
import { shortLivedUrlSchema } from '@portal/domain/schemas/signing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { leaseDocumentUrlFor, listCallerLeases, readLease } from '../../services/leases/resident-leases.js';
import { startTransfer } from '../../services/leases/start-transfer.js';
import { describeTransaction } from '../../services/transactions/describe-transaction.js';
import { errorResponses } from '../error-responses.js';
import { idParams } from '../transactions/transaction-params.js';

const tags = ['leases'];

/** The resident's leases (spec part 1: `GET /leases/`, `GET /lease/{id}/`) and their sealed documents. */
export const leasesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

  app.get(
    '/api/leases/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The caller's leases in the session's community, latest end date first",
        response: { 200: leaseListSchema, ...errorResponses },
      },
    },
    async (request) => listCallerLeases(context, sessionOf(request)),
  );

  app.get(
    '/api/lease/:id/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "One lease, for its residents and their company's staff (404 for anyone else)",
        params: idParams,
        response: { 200: leaseSchema, ...errorResponses },
      },
    },
    async (request) => readLease(context, sessionOf(request), request.params.id),
  );

  app.get(
    '/api/lease/:id/document-url/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "A five-minute link to one of the lease's sealed documents, for its residents",
        params: idParams,
        querystring: leaseDocumentQuerySchema,
        response: { 200: shortLivedUrlSchema, ...errorResponses },
      },
    },
    async (request) =>
      leaseDocumentUrlFor(context, sessionOf(request), request.params.id, request.query.document_id),
  );

  app.post(
    '/api/leases/:id/transfer/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'Transfer (type 60): one of the lease’s residents applies for another available unit of its community',
        params: idParams,
        body: z.object({ unit_id: recordIdSchema }),
        response: { 201: leaseTransactionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = await startTransfer(
        context,
        sessionOf(request),
        request.params.id,
        request.body.unit_id,
      );
      return reply.status(201).send(await describeTransaction(context.db, context.clock, access));
    },
  );
};
