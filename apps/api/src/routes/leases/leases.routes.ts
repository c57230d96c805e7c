import {
  leaseDocumentQuerySchema,
  leaseListSchema,
  leasePatchSchema,
  leaseSchema,
  residentLeaseTransactionListSchema,
} from '@portal/domain/schemas/lease';
import { shortLivedUrlSchema } from '@portal/domain/schemas/signing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { updateLeasePreferences } from '../../services/leases/lease-preferences.js';
import { listLeaseTransactions } from '../../services/leases/lease-transactions.js';
import { leaseDocumentUrlFor, listCallerLeases, readLease } from '../../services/leases/resident-leases.js';
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

  app.patch(
    '/api/lease/:id/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          "A resident's own choices on their lease (receive_renewal_reminders); money, dates, status, residents and documents are the lease's state: naming one is a 400",
        params: idParams,
        body: leasePatchSchema,
        response: { 200: leaseSchema, ...errorResponses },
      },
    },
    async (request) => updateLeasePreferences(context, sessionOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/lease/:id/transactions/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'Every transaction on the lease, newest first (the application that executed it, renewals, notices, transfers, changes), for its residents',
        params: idParams,
        response: { 200: residentLeaseTransactionListSchema, ...errorResponses },
      },
    },
    async (request) => listLeaseTransactions(context, sessionOf(request), request.params.id),
  );
};
