import {
  identityReviewDecisionSchema,
  identityReviewListSchema,
  identityReviewOutcomeSchema,
} from '@portal/domain/schemas/identity-review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { publicOrigin } from '../../lib/origin.js';
import { authenticate, signedInSessionOf } from '../../plugins/authentication.js';
import { decidePhotoIdReview, listPhotoIdReviews } from '../../services/identity/photo-id-reviews.js';
import { replySchemas } from '../reply-schemas.js';
import { idParams } from '../transactions/transaction-params.js';

const tags = ['staff'];

/** Staff review of the photo IDs applicants send at Identity Verification, within their own company. */
export const identityReviewsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context, { companyWide: true });

  app.get(
    '/api/staff/identity-reviews/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          "Staff: the photo IDs waiting for review in your company's communities, the longest waiting first",
        response: replySchemas({ 200: identityReviewListSchema }),
      },
    },
    async (request) => ({ results: await listPhotoIdReviews(context, signedInSessionOf(request)) }),
  );

  app.post(
    '/api/staff/identity-reviews/:id/decision/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary:
          'Staff: approve a photo ID (the applicant is verified) or reject it with a reason (they verify again); 409 once decided',
        params: idParams,
        body: identityReviewDecisionSchema,
        response: replySchemas({ 200: identityReviewOutcomeSchema }),
      },
    },
    async (request) =>
      decidePhotoIdReview(
        context,
        signedInSessionOf(request),
        request.params.id,
        request.body,
        publicOrigin(context.publicUrl, request),
      ),
  );
};
