import { LinkStyle, productOfVerification } from '@portal/domain/constants/financial-link';
import {
  incomeAndAssetsParamsSchema,
  linkFlowSchema,
  plaidLinkTokenSchema,
  verificationLinkTokenQuerySchema,
  verificationLinkTokenSchema,
} from '@portal/domain/schemas/financial-link';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate } from '../../plugins/authentication.js';
import type { StartedLink } from '../../providers/financial-link/financial-link-provider.js';
import { startLinkSession } from '../../services/income/link-sessions.js';
import { confirmPlaidLink, fetchLinkedReports } from '../../services/income/linked-reports.js';
import { PROVIDER_ERRORS, replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';
import { reportRequestResponses, reportResponses, sendReport } from './link-responses.js';

const tags = ['income'];
const flowParams = idParams.extend({ flow: linkFlowSchema });

/**
 * Who opens the window (the browser loads Plaid Link only for Plaid), when the token stops opening it, and
 * the window's address where we serve it (the sandbox).
 */
const windowOf = (context: AppContext, started: StartedLink) => ({
  provider: context.financialLink.name,
  expiration: started.expiresAt.toISOString(),
  hosted_link_url: started.windowUrl,
});

/**
 * The second provider style (spec part 2 §7): a link token per flow, the window's success callback with
 * its three values, then the reports polled while 202; and the verification link launcher's token.
 */
export const plaidLinkRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const changesState = authenticate(context, { changesState: true });

  app.get(
    '/api/transaction/:id/create-plaid-link-token/:flow/',
    {
      preHandler: changesState,
      schema: {
        tags,
        summary: 'Start a bank link or payroll flow: the token that opens the provider window',
        params: flowParams,
        response: replySchemas({ 200: plaidLinkTokenSchema }, PROVIDER_ERRORS),
      },
    },
    async (request) => {
      const access = await callerTransaction(context, request, request.params.id);
      const started = await startLinkSession(context, access, LinkStyle.Plaid, request.params.flow);
      return { link_token: started.linkToken, ...windowOf(context, started) };
    },
  );

  app.get(
    '/api/transaction/:id/get-income-and-assets/:public_token/:link_session_id/:flow/',
    {
      preHandler: changesState,
      schema: {
        tags,
        summary:
          "The window's success: its public token, link session id and flow; the reports are built (202, then poll fetch-plaid-reports)",
        params: idParams.extend(incomeAndAssetsParamsSchema.shape),
        response: reportRequestResponses,
      },
    },
    async (request, reply) => {
      const access = await callerTransaction(context, request, request.params.id);
      return reply.status(202).send(await confirmPlaidLink(context, access, request.params));
    },
  );

  app.get(
    '/api/transaction/:id/fetch-plaid-reports/:flow/',
    {
      preHandler: changesState,
      schema: {
        tags,
        summary: "The flow's reports: 202 while they are built, then 200 with the banking data they added",
        params: flowParams,
        response: reportResponses,
      },
    },
    async (request, reply) => {
      const access = await callerTransaction(context, request, request.params.id);
      return sendReport(
        reply,
        await fetchLinkedReports(context, access, LinkStyle.Plaid, request.params.flow),
      );
    },
  );

  app.get(
    '/api/verification-link-token/',
    {
      preHandler: changesState,
      schema: {
        tags,
        summary:
          'The verification link launcher: a token for the bank, income (payroll) or identity product; the browser keeps it across an OAuth redirect',
        querystring: verificationLinkTokenQuerySchema,
        response: replySchemas({ 200: verificationLinkTokenSchema }, PROVIDER_ERRORS),
      },
    },
    async (request) => {
      const { lease_transaction_id: transactionId, product } = request.query;
      const access = await callerTransaction(context, request, transactionId);
      const started = await startLinkSession(
        context,
        access,
        LinkStyle.Plaid,
        productOfVerification[product],
      );
      return { token: started.linkToken, ...windowOf(context, started) };
    },
  );
};
