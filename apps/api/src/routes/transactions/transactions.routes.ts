import { completablePages } from '@portal/domain/flow/completable-pages';
import {
  applicantSchema,
  leaseTransactionListSchema,
  leaseTransactionSchema,
  transactionPatchSchema,
} from '@portal/domain/schemas/lease-transaction';
import { recordIdSchema } from '@portal/domain/schemas/record-id';
import { applicantUpdateSchema } from '@portal/domain/schemas/stated-income';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { returnFromCeremony } from '../../services/signing/ceremony-return.js';
import {
  describeApplicant,
  saveApplicantAddress,
  saveStatedIncomeAssets,
} from '../../services/transactions/applicant-details.js';
import { completePage } from '../../services/transactions/complete-page.js';
import {
  describeTransaction,
  describeTransactionCached,
} from '../../services/transactions/describe-transaction.js';
import { startApplication } from '../../services/transactions/start-application.js';
import { accessOwnApplicant } from '../../services/transactions/transaction-access.js';
import { updateTransaction } from '../../services/transactions/update-transaction.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, describeCallerTransaction, idParams } from './transaction-params.js';

export const transactionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

  app.post(
    '/api/transactions/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['transactions'],
        summary: 'Apply for a unit: a new application with the caller as primary applicant',
        body: z.object({ unit_id: recordIdSchema }),
        response: replySchemas({ 201: leaseTransactionSchema }),
      },
    },
    async (request, reply) => {
      const access = await startApplication(context, sessionOf(request), request.body.unit_id);
      return reply.status(201).send(await describeTransaction(context.db, context.clock, access));
    },
  );

  app.get(
    '/api/transactions/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['transactions'],
        summary: "The caller's lease transactions, newest first",
        response: replySchemas({ 200: leaseTransactionListSchema }),
      },
    },
    async (request) => {
      const rows = await context.db
        .select({ transaction: leaseTransactions, applicant: applicants })
        .from(applicants)
        .innerJoin(leaseTransactions, eq(leaseTransactions.id, applicants.leaseTransactionId))
        .where(eq(applicants.userId, sessionOf(request).userId))
        .orderBy(desc(leaseTransactions.id));
      return {
        transactions: await Promise.all(
          rows.map((row) => describeTransaction(context.db, context.clock, row)),
        ),
      };
    },
  );

  app.get(
    '/api/transactions/:id/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['transactions'],
        summary: 'One lease transaction the caller is part of',
        params: idParams,
        response: replySchemas({ 200: leaseTransactionSchema }),
      },
    },
    async (request) => describeTransactionCached(context, request.params.id, sessionOf(request).userId),
  );

  app.patch(
    '/api/transactions/:id/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['transactions'],
        summary:
          'Change the move-in date, lease term, unit, rental options, military status, or the security deposit or fee (unit_security_payment_option)',
        params: idParams,
        body: transactionPatchSchema,
        response: replySchemas({ 200: leaseTransactionSchema }),
      },
    },
    async (request) => {
      await updateTransaction(
        context,
        await callerTransaction(context, request, request.params.id),
        request.body,
      );
      return describeCallerTransaction(context, request, request.params.id);
    },
  );

  app.post(
    '/api/page-complete/:id/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['transactions'],
        summary: 'Record a finished page of the flow; earlier pages must be finished first (409)',
        params: idParams,
        body: z.discriminatedUnion('page', [
          z.object({ page: z.enum(completablePages), data: z.record(z.string(), z.unknown()).optional() }),
          z.object({ page: z.literal('lease-signing'), data: z.object({ document_id: recordIdSchema }) }),
        ]),
        response: replySchemas({ 200: leaseTransactionSchema }),
      },
    },
    async (request) => {
      const { body } = request;
      if (body.page === 'lease-signing') {
        await returnFromCeremony(context, sessionOf(request), request.params.id, body.data.document_id);
      } else {
        const access = await callerTransaction(context, request, request.params.id);
        await completePage(context, access, body.page, body.data);
      }
      return describeCallerTransaction(context, request, request.params.id);
    },
  );

  app.get(
    '/api/applicant/:id/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['transactions'],
        summary: "The caller's applicant record: address, move-in date",
        params: idParams,
        response: replySchemas({ 200: applicantSchema }),
      },
    },
    async (request) =>
      describeApplicant(
        context,
        await accessOwnApplicant(context.db, request.params.id, sessionOf(request).userId),
      ),
  );

  app.put(
    '/api/applicant/:id/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['transactions'],
        summary:
          "Save the caller's current address (the ZIP code must be in the state), or their stated income and assets (dollars)",
        params: idParams,
        body: applicantUpdateSchema,
        response: replySchemas({ 200: applicantSchema }),
      },
    },
    async (request) => {
      const applicant = await accessOwnApplicant(context.db, request.params.id, sessionOf(request).userId);
      const body = request.body;
      return 'stated_income' in body
        ? saveStatedIncomeAssets(context, applicant, body)
        : saveApplicantAddress(context, applicant, body);
    },
  );
};
