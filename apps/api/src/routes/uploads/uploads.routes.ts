import multipart from '@fastify/multipart';
import { uploadedFileSchema, uploadIdSchema } from '@portal/domain/schemas/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { auditStaffDocumentView } from '../../services/uploads/document-view-audit.js';
import { extensionByMimeType } from '../../services/uploads/sniff-file-type.js';
import { communityEncryptsUploads } from '../../services/uploads/store-upload.js';
import { findReadableUpload, openUpload, recordUpload } from '../../services/uploads/uploaded-files.js';
import { replySchemas } from '../reply-schemas.js';
import { FILE_FIELD, readUploadForm } from './upload-form.js';

const tags = ['uploads'];

const uploadParams = z.object({ id: uploadIdSchema });

/** The secure vault (spec part 1 §7, part 2 §7): one file per request, answered with its opaque id. */
export const uploadsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  // Registered here, not app-wide: only this plugin's routes accept multipart bodies. The size limit is
  // enforced (and reported with the spec's message) by our own check as the bytes stream by.
  await app.register(multipart, { throwFileSizeLimit: false });
  const signedIn = authenticate(context);

  app.post(
    '/api/uploads/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: `Store one jpg, png or pdf (10 MB at most) sent as multipart field "${FILE_FIELD}", with an optional proof_type_id`,
        consumes: ['multipart/form-data'],
        response: replySchemas({ 201: uploadedFileSchema }),
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const encrypt = await communityEncryptsUploads(context, session.communityId);
      const form = await readUploadForm(context, request, encrypt);
      try {
        const row = await recordUpload(context, session, form);
        return reply.status(201).send({
          id: row.id,
          contains_password_protected_document: row.containsPasswordProtectedDocument,
        });
      } catch (error) {
        await context.fileStore.remove(form.stored.storageKey);
        throw error;
      }
    },
  );

  app.get(
    '/api/uploads/:id/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Download an uploaded file: its uploader, the people on its transaction and staff only',
        params: uploadParams,
        response: replySchemas({
          200: {
            description: 'The file, as an attachment named document-{id}.{jpg|png|pdf}',
            content: {
              'image/jpeg': { schema: z.string() },
              'image/png': { schema: z.string() },
              'application/pdf': { schema: z.string() },
            },
          },
        }),
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const readable = await findReadableUpload(context, session, request.params.id);
      await auditStaffDocumentView(context, session, readable);
      const row = readable.file;
      const body = await openUpload(context, row);
      return (
        reply
          .type(row.contentType)
          .header('content-length', row.sizeBytes)
          .header(
            'content-disposition',
            `attachment; filename="document-${row.id}.${extensionByMimeType[row.contentType]}"`,
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // Fastify streams a Readable untouched; the string schemas above only describe the bytes for OpenAPI.
          .send(body as unknown as string)
      );
    },
  );
};
