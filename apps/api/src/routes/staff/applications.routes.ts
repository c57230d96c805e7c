import { financialSourceSchema } from '@portal/domain/schemas/financial-sources';
import { renewalDecisionOutcomeSchema, renewalDecisionSchema } from '@portal/domain/schemas/renewal';
import {
  applicationLinkAccessSchema,
  staffApplicationFileSchema,
} from '@portal/domain/schemas/staff-application-file';
import {
  auditLogQuerySchema,
  auditLogSchema,
  staffApplicationListQuerySchema,
  staffApplicationListSchema,
} from '@portal/domain/schemas/staff-applications';
import { staffDecisionOutcomeSchema, staffDecisionSchema } from '@portal/domain/schemas/staff-decision';
import {
  documentRequestOutcomeSchema,
  documentRequestSchema,
  guarantorRequestOutcomeSchema,
  guarantorRequestSchema,
  sourceReviewSchema,
} from '@portal/domain/schemas/staff-source-review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { signedInSessionOf } from '../../plugins/authentication.js';
import { applicationAudit } from '../../services/staff/application-audit.js';
import { getStaffApplicationFile } from '../../services/staff/application-file.js';
import { setApplicationLinkAccess } from '../../services/staff/application-link-access.js';
import { decideApplication } from '../../services/staff/decide-application.js';
import { decideRenewal } from '../../services/staff/decide-renewal.js';
import { requestGuarantor } from '../../services/staff/guarantor-request.js';
import { listStaffApplications } from '../../services/staff/list-applications.js';
import { requestMoreDocuments, reviewFinancialSource } from '../../services/staff/source-review.js';
import { replySchemas } from '../reply-schemas.js';
import { idParams, personParams, sourceParams } from '../transactions/transaction-params.js';
import { staffOnly } from './staff-only.js';

const tags = ['staff'];

/** The leasing back office: the company's applications and, one by one, their files and decisions. */
export const staffApplicationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const staff = staffOnly(context);

  app.get(
    '/api/staff/applications/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          "Staff: your company's applications, newest first, filtered by community, status and a search by name, e-mail or unit",
        querystring: staffApplicationListQuerySchema,
        response: replySchemas({ 200: staffApplicationListSchema }),
      },
    },
    async (request) => listStaffApplications(context, signedInSessionOf(request), request.query),
  );

  app.get(
    '/api/staff/applications/:id/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          "Staff: an application's file: household, screening, income, payments and the screening policy's recommendation",
        params: idParams,
        response: replySchemas({ 200: staffApplicationFileSchema }),
      },
    },
    async (request) => getStaffApplicationFile(context, signedInSessionOf(request), request.params.id),
  );

  app.post(
    '/api/staff/applications/:id/decision/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Staff: approve, conditionally approve (additional deposit or fee) or deny with reasons; override_reason when it departs from the recommendation; 409 unless submitted',
        params: idParams,
        body: staffDecisionSchema,
        response: replySchemas({ 200: staffDecisionOutcomeSchema }),
      },
    },
    async (request) =>
      decideApplication(context, signedInSessionOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/staff/applications/:id/renewal-decision/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          "Staff: approve a resident's renewal request (type 30), after which its lease may be sent, or decline it with a reason; audited; 409 unless requested",
        params: idParams,
        body: renewalDecisionSchema,
        response: replySchemas({ 200: renewalDecisionOutcomeSchema }),
      },
    },
    async (request) => decideRenewal(context, signedInSessionOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/staff/applications/:id/audit/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          "Staff: the application's audit log, oldest first, 100 entries a reply (`next` reads on): decisions with their before and after, overrides with their reason, and requests made while impersonating its people",
        params: idParams,
        querystring: auditLogQuerySchema,
        response: replySchemas({ 200: auditLogSchema }),
      },
    },
    async (request) =>
      applicationAudit(context, signedInSessionOf(request), request.params.id, request.query.after),
  );

  app.patch(
    '/api/staff/applications/:id/financial-sources/:sourceId/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Staff: mark an income or asset source verified, unverified, insufficient documents or pending, with the amount verified (cents a year)',
        params: sourceParams,
        body: sourceReviewSchema,
        response: replySchemas({ 200: financialSourceSchema }),
      },
    },
    async (request) =>
      reviewFinancialSource(
        context,
        signedInSessionOf(request),
        request.params.id,
        request.params.sourceId,
        request.body,
      ),
  );

  app.post(
    '/api/staff/applications/:id/request-documents/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Staff: ask for more documents for chosen sources with a note: the sources are flagged, their owners get step 230 and an e-mail',
        params: idParams,
        body: documentRequestSchema,
        response: replySchemas({ 200: documentRequestOutcomeSchema }),
      },
    },
    async (request) =>
      requestMoreDocuments(context, signedInSessionOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/staff/applications/:id/request-guarantor/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Staff: ask the primary applicant to add a guarantor (step 190, which sends them to invite one) with an optional note',
        params: idParams,
        body: guarantorRequestSchema,
        response: replySchemas({ 200: guarantorRequestOutcomeSchema }),
      },
    },
    async (request) => requestGuarantor(context, signedInSessionOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/staff/applications/:id/people/:personId/application-link/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          "Staff: take a person's access to the application away, or give it back (has_access_to_application_link); without it their calls about it answer 404",
        params: personParams,
        body: applicationLinkAccessSchema,
        response: replySchemas({
          200: applicationLinkAccessSchema.extend({ applicant_id: z.number().int() }),
        }),
      },
    },
    async (request) =>
      setApplicationLinkAccess(
        context,
        signedInSessionOf(request),
        request.params.id,
        request.params.personId,
        request.body,
      ),
  );
};
