import {
  esignConfigQuerySchema,
  esignConfigSchema,
  guestSigningSchema,
  leaseDocumentUrlQuerySchema,
  shortLivedUrlSchema,
} from '@portal/domain/schemas/signing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { esignConfig } from '../../services/signing/esign-config.js';
import { guestSigning } from '../../services/signing/guest-signing.js';
import { leaseDocumentUrl, openLeaseDocumentFile } from '../../services/signing/lease-document-files.js';
import { pdfResponse, sendPdf } from '../pdf-reply.js';
import { replySchemas } from '../reply-schemas.js';
import { idParams } from '../transactions/transaction-params.js';

const tags = ['signing'];

const fileLinkQuery = z.object({
  expires: z.coerce
    .number()
    .int()
    .nonnegative()
    .max(2 ** 40),
  signature: z.string().max(100),
});

/** The signer's calls (spec part 2 §7 "Signing"): open a ceremony, get a copy; guests included. */
export const signingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  // A ceremony credential is handed out by a GET: a cross-site link must not obtain one with the cookie.
  const signer = authenticate(context, { allowGuest: true, changesState: true });
  const reader = authenticate(context, { allowGuest: true });

  app.get(
    '/api/transaction/:id/esign-config/',
    {
      preHandler: signer,
      schema: {
        tags,
        summary:
          "Open a signing ceremony for one of the caller's documents: 20 hosted (url) or 30 embedded (url, signer_id, security_pin); 409 when already signed",
        params: idParams,
        querystring: esignConfigQuerySchema,
        response: replySchemas({ 200: esignConfigSchema }),
      },
    },
    async (request) => esignConfig(context, sessionOf(request), request.params.id, request.query.document_id),
  );

  app.get(
    '/api/transaction/:id/lease-document-url/',
    {
      preHandler: reader,
      schema: {
        tags,
        summary:
          "A five-minute link to one of the caller's documents (by document_id or document_type): sealed once executed (409 while it is being sealed)",
        params: idParams,
        querystring: leaseDocumentUrlQuerySchema,
        response: replySchemas({ 200: shortLivedUrlSchema }),
      },
    },
    async (request) => leaseDocumentUrl(context, sessionOf(request), request.params.id, request.query),
  );

  app.get(
    '/api/lease-documents/:id/file/',
    {
      schema: {
        tags,
        summary: 'The PDF a five-minute document link names (the link is the credential)',
        params: idParams,
        querystring: fileLinkQuery,
        response: replySchemas({ 200: pdfResponse }),
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await openLeaseDocumentFile(context, request.params.id, request.query);
      return sendPdf(reply, pdf, filename, { personal: true });
    },
  );

  app.get(
    '/api/guest-signing/',
    {
      preHandler: reader,
      schema: {
        tags,
        summary:
          "A guest signer's session: the transaction they were last asked to sign, where their signing stands and its home (decision 0029); 404 when they sign nothing",
        response: replySchemas({ 200: guestSigningSchema }),
      },
    },
    async (request) => guestSigning(context, sessionOf(request)),
  );
};
