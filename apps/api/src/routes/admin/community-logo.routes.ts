import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { signedInSessionOf } from '../../plugins/authentication.js';
import { LOGO_MAX_BYTES } from '../../services/admin/logo-image.js';
import { openUploadedLogo, replaceLogo } from '../../services/admin/manage-communities.js';
import { replySchemas } from '../reply-schemas.js';
import { staffOnly } from '../staff/staff-only.js';

/** A community's own logo: uploaded by its settings, served with the demo logos at /api/logos/. */
export const communityLogoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: LOGO_MAX_BYTES, files: 1 },
  });

  app.post(
    '/api/admin/communities/:slug/logo/',
    {
      preHandler: staffOnly(context),
      schema: {
        tags: ['admin'],
        summary:
          'Admin or its manager: a new logo, multipart field "file": SVG (rebuilt without scripts, event handlers or external references), PNG or JPEG (checked by content, scaled to fit 800 × 400), 1 MB at most',
        consumes: ['multipart/form-data'],
        params: z.object({ slug: z.string().min(1).max(100) }),
        response: replySchemas({ 200: z.object({ logo: z.string() }) }),
      },
    },
    async (request) => {
      const file = request.isMultipart() ? await request.file() : undefined;
      if (file?.fieldname !== 'file') {
        throw new AppError('ValidationError', 'logo_missing', { file: ['logo_missing'] });
      }
      const bytes = await file.toBuffer();
      if (file.file.truncated) {
        throw new AppError('ValidationError', 'logo_too_large', { file: ['logo_too_large'] });
      }
      return replaceLogo(context, signedInSessionOf(request), request.params.slug, bytes);
    },
  );

  app.get(
    '/api/logos/:file',
    {
      schema: {
        tags: ['communities'],
        summary: "A community's uploaded logo",
        params: z.object({ file: z.string().max(100) }),
        response: replySchemas(
          {
            200: {
              description: 'The logo',
              content: {
                'image/svg+xml': { schema: z.string() },
                'image/png': { schema: z.string() },
                'image/jpeg': { schema: z.string() },
              },
            },
          },
          [404],
        ),
      },
    },
    async (request, reply) => {
      const logo = await openUploadedLogo(context, request.params.file);
      if (!logo) throw notFound('no_such_logo');
      return (
        reply
          .type(logo.contentType)
          // Its name changes with its content, so it may be kept for good; an SVG opened alone runs nothing.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('x-content-type-options', 'nosniff')
          // Fastify streams a Readable untouched; the string schemas above only describe the bytes for OpenAPI.
          .send(logo.body as unknown as string)
      );
    },
  );
};
