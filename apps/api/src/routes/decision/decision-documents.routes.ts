import { transactionDocumentQuerySchema } from '@portal/domain/schemas/criminal-review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { adverseActionNoticePdf } from '../../services/decision/adverse-action-notice-pdf.js';
import { criminalReviewLetterPdf } from '../../services/decision/criminal-review-letter-pdf.js';
import { pdfResponse, sendPdf } from '../pdf-reply.js';
import { replySchemas } from '../reply-schemas.js';
import { idParams } from '../transactions/transaction-params.js';

/** The documents a decision gives the applicant it concerns. */
export const decisionDocumentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

  app.get(
    '/api/transactions/:id/aan-document/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['decision'],
        summary:
          'The adverse action notice of a denied application, or of a conditional approval the credit report caused, for the applicant it concerns (404 otherwise)',
        params: idParams,
        response: replySchemas({ 200: pdfResponse }),
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await adverseActionNoticePdf(context, sessionOf(request), request.params.id);
      return sendPdf(reply, pdf, filename, { personal: true });
    },
  );

  app.get(
    '/api/transactions/:id/documents/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['decision'],
        summary:
          'A decision document for the applicant it concerns: document_type=criminal_review_letter or adverse_action_notice (404 otherwise)',
        params: idParams,
        querystring: transactionDocumentQuerySchema,
        response: replySchemas({ 200: pdfResponse }),
      },
    },
    async (request, reply) => {
      const make =
        request.query.document_type === 'criminal_review_letter'
          ? criminalReviewLetterPdf
          : adverseActionNoticePdf;
      const { pdf, filename } = await make(context, sessionOf(request), request.params.id);
      return sendPdf(reply, pdf, filename, { personal: true });
    },
  );
};
