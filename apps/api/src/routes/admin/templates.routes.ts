import {
  documentTemplateChangeSchema,
  documentTemplateKinds,
  documentTemplateSchema,
  documentTemplateSummarySchema,
} from '@portal/domain/schemas/document-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { signedInSessionOf } from '../../plugins/authentication.js';
import {
  listTemplates,
  previewTemplate,
  readTemplate,
  resetTemplate,
  saveTemplate,
} from '../../services/admin/manage-templates.js';
import { pdfResponse, sendPdf } from '../pdf-reply.js';
import { replySchemas } from '../reply-schemas.js';
import { staffOnly } from '../staff/staff-only.js';

const tags = ['admin'];
const slugParams = z.object({ slug: z.string().min(1).max(100) });
const kindParams = slugParams.extend({ kind: z.enum(documentTemplateKinds) });

/** Settings → Templates: a community's wording of its lease documents and letters. */
export const adminTemplatesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const staff = staffOnly(context);

  app.get(
    '/api/admin/communities/:slug/templates/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Admin or its manager: every document the community words, standard or its own',
        params: slugParams,
        response: replySchemas({ 200: z.object({ results: z.array(documentTemplateSummarySchema) }) }),
      },
    },
    async (request) => ({
      results: await listTemplates(context, signedInSessionOf(request), request.params.slug),
    }),
  );

  app.get(
    '/api/admin/communities/:slug/templates/:kind/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Admin or its manager: the wording in use, with the placeholders and sections it may use',
        params: kindParams,
        response: replySchemas({ 200: documentTemplateSchema }),
      },
    },
    async (request) =>
      readTemplate(context, signedInSessionOf(request), request.params.slug, request.params.kind),
  );

  app.put(
    '/api/admin/communities/:slug/templates/:kind/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          "Admin or its manager: the community's own wording (Markdown); an unknown placeholder or section is a 400 naming it",
        params: kindParams,
        body: documentTemplateChangeSchema,
        response: replySchemas({ 200: documentTemplateSchema }),
      },
    },
    async (request) =>
      saveTemplate(
        context,
        signedInSessionOf(request),
        request.params.slug,
        request.params.kind,
        request.body.body,
      ),
  );

  app.delete(
    '/api/admin/communities/:slug/templates/:kind/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Admin or its manager: back to the standard wording',
        params: kindParams,
        response: replySchemas({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await resetTemplate(context, signedInSessionOf(request), request.params.slug, request.params.kind);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/communities/:slug/templates/:kind/preview/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Admin or its manager: the document as a PDF for a sample application, from the wording sent (or the one in use)',
        params: kindParams,
        body: documentTemplateChangeSchema.partial().optional(),
        response: replySchemas({ 200: pdfResponse }),
      },
    },
    async (request, reply) => {
      const pdf = await previewTemplate(
        context,
        signedInSessionOf(request),
        request.params.slug,
        request.params.kind,
        request.body?.body,
      );
      return sendPdf(reply, pdf, `${request.params.kind}-sample.pdf`, { personal: true });
    },
  );
};
