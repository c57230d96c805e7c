import {
  ownReportRequestSchema,
  ownReportSchema,
  ownReportStateSchema,
} from '@portal/domain/schemas/own-screening-report';
import {
  preApplicationNoticeAcceptanceSchema,
  preApplicationNoticeSchema,
} from '@portal/domain/schemas/pre-application-notice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { replyLanguageOf } from '../../messages/reply-language.js';
import { authenticate } from '../../plugins/authentication.js';
import { accountLanguageFrom } from '../../services/accounts/account-language.js';
import { getOwnReport, giveOwnReport, withdrawOwnReport } from '../../services/jurisdictions/own-reports.js';
import {
  acceptPreApplicationNotice,
  getPreApplicationNotice,
} from '../../services/jurisdictions/pre-application-notice.js';
import { consentEvidence } from '../consent-evidence.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';

const tags = ['payments'];

/**
 * What the law of the home's place gives an applicant before the fee (issue 39): the notice it asks for,
 * and their own screening report instead of the screening fee. Each caller reads and writes their own.
 */
export const applicantLawRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);
  const accountLanguage = accountLanguageFrom(context.db);
  const reportUrl = '/api/transaction/:id/own-screening-report/';
  const noticeUrl = '/api/transaction/:id/pre-application-notice/';

  app.get(
    reportUrl,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'Whether a screening report of your own from the last 30 days may stand for the screening fee here (the law, or the community, allows it), and yours',
        params: idParams,
        response: replySchemas({ 200: ownReportStateSchema }),
      },
    },
    async (request) => getOwnReport(context, await callerTransaction(context, request, request.params.id)),
  );

  app.put(
    reportUrl,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'Give your own screening report (an upload id, or the agency and its reference) and the day it was made: your screening fee is waived until staff find it not acceptable',
        params: idParams,
        body: ownReportRequestSchema,
        response: replySchemas({ 200: ownReportSchema }),
      },
    },
    async (request) =>
      giveOwnReport(context, await callerTransaction(context, request, request.params.id), request.body),
  );

  app.delete(
    reportUrl,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Take your screening report back (not once accepted): the screening fee is due again',
        params: idParams,
        response: replySchemas({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await withdrawOwnReport(context, await callerTransaction(context, request, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.get(
    noticeUrl,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          "The notice the law here asks for before any fee (Washington's screening notice, California's written criteria), and whether you accepted it",
        params: idParams,
        response: replySchemas({ 200: preApplicationNoticeSchema }),
      },
    },
    async (request) =>
      getPreApplicationNotice(
        context,
        await callerTransaction(context, request, request.params.id),
        await replyLanguageOf(request, accountLanguage),
      ),
  );

  app.post(
    noticeUrl,
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'Accept the revision of the notice you read: 201 the first time, 200 again; payment is refused without it where it is required',
        params: idParams,
        body: preApplicationNoticeAcceptanceSchema,
        response: replySchemas({ 200: preApplicationNoticeSchema, 201: preApplicationNoticeSchema }),
      },
    },
    async (request, reply) => {
      const { created, notice } = await acceptPreApplicationNotice(
        context,
        await callerTransaction(context, request, request.params.id),
        { ...request.body, ...consentEvidence(request) },
        await replyLanguageOf(request, accountLanguage),
      );
      return reply.status(created ? 201 : 200).send(notice);
    },
  );
};
