import { LinkStyle } from '@portal/domain/constants/financial-link';
import { TermsType } from '@portal/domain/constants/terms-types';
import { termsDocumentSchema } from '@portal/domain/schemas/documents';
import { finicityLinkSchema } from '@portal/domain/schemas/financial-link';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { replyLanguageOf } from '../../messages/reply-language.js';
import { authenticate } from '../../plugins/authentication.js';
import { accountLanguageFrom } from '../../services/accounts/account-language.js';
import { getFinancialLinkTerms } from '../../services/documents/financial-link-terms.js';
import { hasAcceptedCurrentTerms } from '../../services/documents/terms-acceptances.js';
import { failureError, startLinkSession } from '../../services/income/link-sessions.js';
import { fetchLinkedReports, generateFinicityReports } from '../../services/income/linked-reports.js';
import { PROVIDER_ERRORS, replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';
import { reportRequestResponses, reportResponses, sendReport } from './link-responses.js';

const tags = ['income'];
/** The first provider style (spec part 2 §7): link, hosted window, generate reports, fetch while 202. */
export const finicityLinkRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const changesState = authenticate(context, { changesState: true });
  const accountLanguage = accountLanguageFrom(context.db);

  app.get(
    '/api/financial-link-terms/',
    {
      schema: {
        tags,
        summary:
          'The terms an applicant agrees to (terms type "finicity") before linking a bank account, in the reader\'s language',
        response: { 200: termsDocumentSchema },
      },
    },
    async (request) => getFinancialLinkTerms(await replyLanguageOf(request, accountLanguage)),
  );

  app.get(
    '/api/transaction/:id/generate-finicity-link/',
    {
      preHandler: changesState,
      schema: {
        tags,
        summary: 'Start a bank link with the first provider: the URL of its window',
        params: idParams,
        response: replySchemas({ 200: finicityLinkSchema }, PROVIDER_ERRORS),
      },
    },
    async (request) => {
      const access = await callerTransaction(context, request, request.params.id);
      if (!(await hasAcceptedCurrentTerms(context, access, TermsType.Finicity))) {
        throw new AppError('Conflict', 'accept_link_terms_first', { terms: ['accept_link_terms_first'] });
      }
      const started = await startLinkSession(context, access, LinkStyle.Finicity, 'bank');
      if (!started.windowUrl) throw failureError('no_link');
      return { link: started.windowUrl };
    },
  );

  app.get(
    '/api/transaction/:id/generate-finicity-reports/',
    {
      preHandler: changesState,
      schema: {
        tags,
        summary:
          'The window is done: build the income and assets reports (202; then poll fetch-finicity-reports)',
        params: idParams,
        response: reportRequestResponses,
      },
    },
    async (request, reply) => {
      const access = await callerTransaction(context, request, request.params.id);
      return reply.status(202).send(await generateFinicityReports(context, access));
    },
  );

  app.get(
    '/api/transaction/:id/fetch-finicity-reports/',
    {
      preHandler: changesState,
      schema: {
        tags,
        summary: 'The reports: 202 while they are built, then 200 with the banking data they added',
        params: idParams,
        response: reportResponses,
      },
    },
    async (request, reply) => {
      const access = await callerTransaction(context, request, request.params.id);
      return sendReport(reply, await fetchLinkedReports(context, access, LinkStyle.Finicity, 'bank'));
    },
  );
};
