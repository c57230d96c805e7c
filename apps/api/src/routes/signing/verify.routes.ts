import multipart from '@fastify/multipart';
import { documentVerificationSchema } from '@portal/domain/schemas/signing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { verifyDocument } from '../../services/signing/verify-document.js';
import { replySchemas } from '../reply-schemas.js';

const MAX_VERIFY_BYTES = 25 * 1024 * 1024;
/** Anyone may check a lease they were given: no account, nothing stored. */
export const verifyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  await app.register(multipart, { throwFileSizeLimit: false });

  app.post(
    '/api/documents/verify/',
    {
      schema: {
        tags: ['signing'],
        summary:
          'Check a PDF: sealed by this portal, unchanged since, and who signed it when (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: replySchemas({ 200: documentVerificationSchema }),
      },
    },
    async (request) => {
      const invalid = () => new AppError('ValidationError', 'verify_pdf', { file: ['verify_pdf'] });
      if (!request.isMultipart()) throw invalid();
      const part = await request.file({ limits: { fileSize: MAX_VERIFY_BYTES, files: 1, fields: 0 } });
      if (part?.fieldname !== 'file') throw invalid();
      const bytes = await part.toBuffer().catch(() => {
        throw invalid();
      });
      if (part.file.truncated || !bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw invalid();
      return verifyDocument(context, bytes);
    },
  );
};
