import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { readerLanguageOf } from '../../messages/reader-language.js';
import { accountLanguageFrom } from '../../services/accounts/account-language.js';
import { feeSheetText } from '../../services/documents/fee-sheet.js';
import { markdownToPdf } from '../../services/documents/markdown-pdf.js';
import { pdfResponse, sendPdf } from '../pdf-reply.js';
import { replySchemas } from '../reply-schemas.js';

export const feeSheetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const accountLanguage = accountLanguageFrom(context.db);
  app.get(
    '/api/community/:id/fee-sheet-pdf/',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The community's fee sheet as a PDF: rent by layout, application fee, holding deposit, fees, deposits, options",
        description:
          "Public, like the rental fees agreement it shares its content with: the prices a community advertises. In the reader's language: the account's, else the web app's `lang` cookie, else Accept-Language.",
        params: z.object({
          id: z.string().min(1).max(100).describe('The community slug (maple-court) or numeric id'),
        }),
        response: replySchemas({ 200: pdfResponse }, [400, 404]),
      },
    },
    async (request, reply) => {
      const sheet = await feeSheetText(
        context,
        request.params.id,
        await readerLanguageOf(request, accountLanguage),
      );
      // Shared caches keep one copy per language.
      reply.header('vary', 'Accept-Language, Cookie');
      const pdf = await markdownToPdf(sheet.text, { title: sheet.title, now: context.clock.now() });
      return sendPdf(reply, pdf, `${sheet.slug}-fee-sheet.pdf`, { personal: false });
    },
  );
};
