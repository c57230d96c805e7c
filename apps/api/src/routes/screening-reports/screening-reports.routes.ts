import {
  provideScreeningReportsAnswerSchema,
  provideScreeningReportsSchema,
  screeningReportsSchema,
} from '@portal/domain/schemas/screening-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { publicOrigin } from '../../lib/origin.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { provideScreeningReports } from '../../services/screening-reports/provide-screening-reports.js';
import { screeningReportPdf } from '../../services/screening-reports/screening-report-pdf.js';
import {
  assertReportsOffered,
  listScreeningReports,
} from '../../services/screening-reports/screening-reports.js';
import { pdfResponse, sendPdf } from '../pdf-reply.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';

const tags = ['screening'];

/** The caller's own screening reports, where the community allows retrieval. */
export const screeningReportsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

  app.get(
    '/api/screening-reports/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          "The screenings the caller was the subject of, newest first; 403 where the community's configuration does not allow retrieval",
        response: replySchemas({ 200: screeningReportsSchema }),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await assertReportsOffered(context.db, session.communityId);
      return { screening_reports: await listScreeningReports(context.db, session.userId) };
    },
  );

  app.get(
    '/api/screening-reports/:id/pdf/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'One screening report as a PDF, for its subject only (404 for anyone else)',
        params: idParams,
        response: replySchemas({ 200: pdfResponse }),
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await screeningReportPdf(context, sessionOf(request), request.params.id);
      return sendPdf(reply, pdf, filename, { personal: true });
    },
  );

  app.patch(
    '/api/transaction/:id/provide-screening-reports/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          "Ask for a copy of the caller's screening reports on this application: e-mailed where to download them (409 before screening)",
        params: idParams,
        body: provideScreeningReportsSchema,
        response: replySchemas({ 200: provideScreeningReportsAnswerSchema }),
      },
    },
    async (request) =>
      provideScreeningReports(
        context,
        await callerTransaction(context, request, request.params.id),
        publicOrigin(context.publicUrl, request),
      ),
  );
};
