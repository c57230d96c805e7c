import {
  leaseDocumentQuerySchema,
  leaseListSchema,
  leasePatchSchema,
  leaseSchema,
  residentLeaseTransactionListSchema,
} from '@portal/domain/schemas/lease';
import { leaseTransactionSchema } from '@portal/domain/schemas/lease-transaction';
import { recordIdSchema } from '@portal/domain/schemas/record-id';
import { renewalOfferRequestSchema, renewalOffersSchema } from '@portal/domain/schemas/renewal';
import { shortLivedUrlSchema } from '@portal/domain/schemas/signing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { updateLeasePreferences } from '../../services/leases/lease-preferences.js';
import { listLeaseTransactions } from '../../services/leases/lease-transactions.js';
import { listRenewalOffers } from '../../services/leases/renewal-offers.js';
import { requestRenewal } from '../../services/leases/request-renewal.js';
import { leaseDocumentUrlFor, listCallerLeases, readLease } from '../../services/leases/resident-leases.js';
import { startTransfer } from '../../services/leases/start-transfer.js';
import { describeTransaction } from '../../services/transactions/describe-transaction.js';
import { replySchemas } from '../reply-schemas.js';
import { idParams } from '../transactions/transaction-params.js';

const tags = ['leases'];

/**
 * The resident's leases (spec part 1: `GET /leases/`, `GET /lease/{id}/`), their sealed documents and their
 * renewal offers (the spec's `POST /leases/{id}/preview-offer/` is answered by the list: decision 0032).
 */
export const leasesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

  app.get(
    '/api/leases/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The caller's leases in the session's community, latest end date first",
        response: replySchemas({ 200: leaseListSchema }),
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
        response: replySchemas({ 200: leaseSchema }),
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
        response: replySchemas({ 200: shortLivedUrlSchema }),
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
        response: replySchemas({ 201: leaseTransactionSchema }),
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

  app.get(
    '/api/leases/:id/renewal-offers/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          "The lease's renewal offers, one per renewal term, while the offer window is open and self-service renewals are on; else why not and the office's phone",
        params: idParams,
        response: replySchemas({ 200: renewalOffersSchema }),
      },
    },
    async (request) => listRenewalOffers(context, sessionOf(request), request.params.id),
  );

  app.post(
    '/api/leases/:id/renewal/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'A resident takes the renewal offer for one term: 201 the renewal transaction (type 30), submitted to the leasing team; 409 while another is under way',
        params: idParams,
        body: renewalOfferRequestSchema,
        response: replySchemas({ 201: leaseTransactionSchema }),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requestRenewal(context, sessionOf(request), request.params.id, request.body.lease_term)),
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
        response: replySchemas({ 200: leaseSchema }),
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
        response: replySchemas({ 200: residentLeaseTransactionListSchema }),
      },
    },
    async (request) => listLeaseTransactions(context, sessionOf(request), request.params.id),
  );
};
