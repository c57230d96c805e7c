import {
  faqListSchema,
  rentalFeesAgreementQuerySchema,
  TEXT_DOCUMENT_CONTENT_TYPE,
  termsDocumentSchema,
  textDocumentSchema,
} from '@portal/domain/schemas/documents';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { readerLanguageOf } from '../../messages/reader-language.js';
import { replyLanguageOf } from '../../messages/reply-language.js';
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
  const accountLanguage = accountLanguageFrom(context.db);
  // The web asks for these in the page's language (Accept-Language); the account's is the fallback.
  const languageOf = (request: FastifyRequest) => replyLanguageOf(request, accountLanguage);

  app.get(
    '/api/privacy-policy',
    {
      schema: {
        tags,
        summary: "The privacy policy, as plain text with light Markdown, in the reader's language",
        response: { 200: textResponse('The privacy policy') },
      },
    },
    async (request, reply) => sendText(reply, await getPrivacyPolicy(await languageOf(request))),
  );

  app.get(
    '/api/funnel_terms/:community',
    {
      schema: {
        tags,
        summary:
          "A community's terms of use for applicants, as plain text with light Markdown, in the reader's language",
        params: z.object({
          community: z.string().min(1).max(100).describe('The community slug (maple-court) or numeric id'),
        }),
        response: replySchemas({ 200: textResponse("The community's terms of use") }, [400, 404]),
      },
    },
    async (request, reply) =>
      sendText(reply, await getFunnelTerms(context, request.params.community, await languageOf(request))),
  );

  app.get(
    '/api/terms/',
    {
      schema: {
        tags,
        summary:
          "The platform Terms of Use and the revision a user accepts, in the reader's language (each language's text is a revision of its own)",
        response: { 200: termsDocumentSchema },
      },
    },
    async (request) => getTermsOfUse(await languageOf(request)),
  );

  app.get(
    '/api/faq/',
    {
      schema: {
        tags,
        summary: "Frequently asked questions of applicants, by topic, in the reader's language",
        response: { 200: faqListSchema },
      },
    },
    async (request) => getFaq(await languageOf(request)),
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
          await readerLanguageOf(request, accountLanguage),
        ),
      ),
  );
};
