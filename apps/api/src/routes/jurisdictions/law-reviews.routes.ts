import { ownReportDecisionSchema, ownReportSchema } from '@portal/domain/schemas/own-screening-report';
import { ruleOverrideRequestSchema, ruleOverrideSchema } from '@portal/domain/schemas/rule-overrides';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { signedInSessionOf } from '../../plugins/authentication.js';
import { decideOwnReport } from '../../services/jurisdictions/own-report-decision.js';
import { setRuleOverride, withdrawRuleOverride } from '../../services/jurisdictions/rule-overrides.js';
import { replySchemas } from '../reply-schemas.js';
import { staffOnly } from '../staff/staff-only.js';
import { personParams } from '../transactions/transaction-params.js';

const slugParams = z.object({ slug: z.string().min(1).max(100) });
const ruleParams = slugParams.extend({
  profileId: z.string().min(1).max(64),
  ruleKey: z.string().min(1).max(64),
});

/** The staff's part in the laws of a community: an applicant's own screening report, a rule set aside. */
export const lawReviewsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const staff = staffOnly(context);

  app.post(
    '/api/staff/applications/:id/own-screening-reports/:personId/decision/',
    {
      preHandler: staff,
      schema: {
        tags: ['staff'],
        summary:
          "Staff: accept an applicant's own screening report, or find it not acceptable with a reason (their screening fee is then due again); audited",
        params: personParams,
        body: ownReportDecisionSchema,
        response: replySchemas({ 200: ownReportSchema }),
      },
    },
    async (request) =>
      decideOwnReport(
        context,
        signedInSessionOf(request),
        request.params.id,
        request.params.personId,
        request.body,
      ),
  );

  app.put(
    '/api/admin/communities/:slug/jurisdictions/overrides/',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary:
          'Admin: mark one rule of a law that applies to the community as not applying to it, with a written reason (at least 20 characters); audited',
        params: slugParams,
        body: ruleOverrideRequestSchema,
        response: replySchemas({ 200: ruleOverrideSchema }),
      },
    },
    async (request) =>
      setRuleOverride(context, signedInSessionOf(request), request.params.slug, request.body),
  );

  app.delete(
    '/api/admin/communities/:slug/jurisdictions/overrides/:profileId/:ruleKey/',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'Admin: the rule set aside applies to the community again; audited',
        params: ruleParams,
        response: replySchemas({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      const { slug, profileId, ruleKey } = request.params;
      await withdrawRuleOverride(context, signedInSessionOf(request), slug, { profileId, ruleKey });
      return reply.status(204).send(null);
    },
  );
};
