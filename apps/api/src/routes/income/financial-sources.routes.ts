import {
  bankingDataSchema,
  financialSourcePatchSchema,
  financialSourcePutSchema,
  financialSourceSchema,
  financialSourcesPostSchema,
} from '@portal/domain/schemas/financial-sources';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { bankingDataCached, reportNoIncomeAssets } from '../../services/income/banking-data.js';
import {
  addFinancialSource,
  getFinancialSource,
  removeAllFinancialSources,
  removeFinancialSource,
  updateFinancialSource,
} from '../../services/income/financial-sources.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams, sourceParams } from '../transactions/transaction-params.js';
import { acceptFormBodies } from './form-bodies.js';

const tags = ['income'];

/** The Income & Employment step (spec part 2 §7 "Financial sources"): the caller's own sources only. */
export const financialSourcesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  await acceptFormBodies(app);
  const signedIn = authenticate(context);

  app.get(
    '/api/transaction/:id/financial-sources/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The caller's income, asset and voucher sources with each stream's total (cents per year)",
        params: idParams,
        response: replySchemas({ 200: bankingDataSchema }),
      },
    },
    async (request) => bankingDataCached(context, request.params.id, sessionOf(request).userId),
  );

  app.post(
    '/api/transaction/:id/financial-sources/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'report_no_income_assets=True (200, the banking data), or add a source with its uploaded documents (201); JSON or form data',
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        params: idParams,
        body: financialSourcesPostSchema,
        response: replySchemas({ 200: bankingDataSchema, 201: financialSourceSchema }),
      },
    },
    async (request, reply) => {
      const access = await callerTransaction(context, request, request.params.id);
      const body = request.body;
      // The report carries nothing but its flag; anything with a type is a source.
      if (!('income_or_asset_type' in body))
        return reply.status(200).send(await reportNoIncomeAssets(context, access));
      return reply.status(201).send(await addFinancialSource(context, access, body));
    },
  );

  app.delete(
    '/api/transaction/:id/financial-sources/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Start over: remove all of the caller\'s sources and their "no income or assets" answer',
        params: idParams,
        response: replySchemas({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await removeAllFinancialSources(context, await callerTransaction(context, request, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/transaction/:id/financial-sources/:sourceId/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "One of the caller's sources",
        params: sourceParams,
        response: replySchemas({ 200: financialSourceSchema }),
      },
    },
    async (request) =>
      getFinancialSource(
        context,
        await callerTransaction(context, request, request.params.id),
        request.params.sourceId,
      ),
  );

  const edits = [
    {
      method: 'PATCH',
      body: financialSourcePatchSchema,
      summary:
        'Change a source: the given fields are saved, its documents checked again, and it goes back to review',
    },
    {
      method: 'PUT',
      body: financialSourcePutSchema,
      summary:
        'Replace what the applicant may change on a source (amount and documents required; absent text is cleared)',
    },
  ] as const;
  for (const edit of edits) {
    app.route({
      method: edit.method,
      url: '/api/transaction/:id/financial-sources/:sourceId/',
      preHandler: signedIn,
      schema: {
        tags,
        summary: edit.summary,
        params: sourceParams,
        body: edit.body,
        response: replySchemas({ 200: financialSourceSchema }),
      },
      handler: async (request) =>
        updateFinancialSource(
          context,
          await callerTransaction(context, request, request.params.id),
          request.params.sourceId,
          request.body,
        ),
    });
  }

  app.delete(
    '/api/transaction/:id/financial-sources/:sourceId/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Remove one of the caller's sources; its documents stay the uploader's",
        params: sourceParams,
        response: replySchemas({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await removeFinancialSource(
        context,
        await callerTransaction(context, request, request.params.id),
        request.params.sourceId,
      );
      return reply.status(204).send(null);
    },
  );
};
