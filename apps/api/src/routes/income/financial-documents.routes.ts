import {
  financialDocumentRequestSchema,
  financialDocumentsSchema,
} from '@portal/domain/schemas/financial-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate } from '../../plugins/authentication.js';
import { addFinancialDocuments, listFinancialDocuments } from '../../services/income/financial-documents.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';
import { acceptFormBodies } from './form-bodies.js';

/** Income documents that prove no one source (spec part 2 §7 "Documents"): form data or JSON. */
export const financialDocumentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  await acceptFormBodies(app);

  app.get(
    '/api/transaction/:id/financial-document/',
    {
      preHandler: authenticate(context),
      schema: {
        tags: ['income'],
        summary:
          "The caller's income documents that prove no one source (the payroll flow's), each downloadable at /api/uploads/{id}/",
        params: idParams,
        response: replySchemas({ 200: financialDocumentsSchema }),
      },
    },
    async (request) =>
      listFinancialDocuments(context, await callerTransaction(context, request, request.params.id)),
  );

  app.post(
    '/api/transaction/:id/financial-document/',
    {
      preHandler: authenticate(context),
      schema: {
        tags: ['income'],
        summary:
          "Add uploaded files (ids from /api/uploads/) to the caller's income documents: 201 with all of them",
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        params: idParams,
        body: financialDocumentRequestSchema,
        response: replySchemas({ 201: financialDocumentsSchema }),
      },
    },
    async (request, reply) => {
      const access = await callerTransaction(context, request, request.params.id);
      const documents = await addFinancialDocuments(context, access, request.body.uploaded_documents);
      return reply.status(201).send(documents);
    },
  );
};
