import { DEFAULT_LANGUAGE } from '@portal/domain/constants/languages';
import {
  ceremonySessionSchema,
  ceremonySignRequestSchema,
  ceremonySignResponseSchema,
} from '@portal/domain/schemas/signing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { headerLanguageOf } from '../../messages/reply-language.js';
import { consentToElectronicRecords, describeCeremony } from '../../services/signing/ceremony-session.js';
import { signDocument } from '../../services/signing/sign-document.js';
import { replySchemas } from '../reply-schemas.js';

const tags = ['signing'];

const ceremonyParams = z.object({
  session: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Not a signing session'),
});

/**
 * The built-in provider's signing ceremony. The session in the path is the credential (a 30-minute
 * token handed to one signer for one document), so these routes need no cookie: the ceremony also runs
 * inside the embedded modal's frame.
 */
export const ceremonyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/esign/sessions/:session/',
    {
      schema: {
        tags,
        summary:
          'The ceremony: the document as Markdown and PDF, the signer, the consumer disclosure, the fields',
        params: ceremonyParams,
        response: replySchemas({ 200: ceremonySessionSchema }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The session is the credential, with no account behind it: the page's language comes in the header.
      return describeCeremony(context, request.params.session, headerLanguageOf(request) ?? DEFAULT_LANGUAGE);
    },
  );

  app.post(
    '/api/esign/sessions/:session/consent/',
    {
      schema: {
        tags,
        summary: 'Consent to electronic records and signatures, for the disclosure version read',
        params: ceremonyParams,
        body: z.object({ version: z.string().max(20) }),
        response: replySchemas({ 200: z.object({ consented_at: z.iso.datetime() }) }),
      },
    },
    async (request) =>
      consentToElectronicRecords(context, request.params.session, request.body.version, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );

  app.post(
    '/api/esign/sessions/:session/sign/',
    {
      schema: {
        tags,
        summary:
          'Sign with a typed name (and the initials and date asked for; the PIN when embedded): 409 "Document already signed" the second time',
        params: ceremonyParams,
        body: ceremonySignRequestSchema,
        response: replySchemas({ 200: ceremonySignResponseSchema }),
      },
    },
    async (request) =>
      signDocument(context, request.params.session, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );
};
