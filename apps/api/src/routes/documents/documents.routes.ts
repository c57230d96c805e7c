import {
  faqListSchema,
  rentalFeesAgreementQuerySchema,
  TEXT_DOCUMENT_CONTENT_TYPE,
  termsDocumentSchema,
  textDocumentSchema,
} from '@portal/domain/schemas/documents';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { readerLanguageOf } from '../../messages/reader-language.js';
import { accountLanguageFrom } from '../../services/accounts/account-language.js';
import { getRentalFeesAgreement } from '../../services/documents/rental-fees-agreement.js';
import {
  getFaq,
  getFunnelTerms,
  getPrivacyPolicy,
  getTermsOfUse,
} from '../../services/documents/text-documents.js';
import { replySchemas } from '../reply-schemas.js';

const tags = ['documents'];

/** The OpenAPI description of a plain-text answer. */
const textResponse = (description: string) => ({
  description,
  content: { 'text/plain': { schema: textDocumentSchema } },
});

function sendText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type(TEXT_DOCUMENT_CONTENT_TYPE).send(text);
}

export const documentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/privacy-policy',
    {
      schema: {
        tags,
        summary: 'The privacy policy, as plain text with light Markdown',
        response: { 200: textResponse('The privacy policy') },
      },
    },
    async (_request, reply) => sendText(reply, await getPrivacyPolicy()),
  );

  app.get(
    '/api/funnel_terms/:community',
    {
      schema: {
        tags,
        summary: "A community's terms of use for applicants, as plain text with light Markdown",
        params: z.object({
          community: z.string().min(1).max(100).describe('The community slug (maple-court) or numeric id'),
        }),
        response: replySchemas({ 200: textResponse("The community's terms of use") }, [400, 404]),
      },
    },
    async (request, reply) => sendText(reply, await getFunnelTerms(context, request.params.community)),
  );

  app.get(
    '/api/terms/',
    {
      schema: {
        tags,
        summary: 'The platform Terms of Use and the revision a user accepts',
        response: { 200: termsDocumentSchema },
      },
    },
    async () => getTermsOfUse(),
  );

  app.get(
    '/api/faq/',
    {
      schema: {
        tags,
        summary: 'Frequently asked questions of applicants, by topic',
        response: { 200: faqListSchema },
      },
    },
    async () => getFaq(),
  );

  app.get(
    '/api/rental-fees-agreement/',
    {
      schema: {
        tags,
        summary:
          "A community's fees, deposits, optional items and specials, as plain text with light Markdown, in the reader's language",
        querystring: rentalFeesAgreementQuerySchema,
        response: replySchemas({ 200: textResponse("The community's rental fees agreement") }, [400, 404]),
      },
    },
    async (request, reply) =>
      sendText(
        reply,
        await getRentalFeesAgreement(
          context,
          request.query.community,
          await readerLanguageOf(request, accountLanguageFrom(context.db)),
        ),
      ),
  );
};
