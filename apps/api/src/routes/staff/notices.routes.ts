import { noticeDecisionSchema, noticeToVacateSchema } from '@portal/domain/schemas/vacate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { signedInSessionOf } from '../../plugins/authentication.js';
import { decideNotice, readStaffNotice } from '../../services/staff/notice-decision.js';
import { replySchemas } from '../reply-schemas.js';
import { idParams } from '../transactions/transaction-params.js';
import { staffOnly } from './staff-only.js';

const tags = ['staff'];

/** A notice to vacate in the staff console: what it says, and accepting or declining it. */
export const staffNoticesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const staff = staffOnly(context);

  app.get(
    '/api/staff/applications/:id/notice-to-vacate/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Staff: the notice to vacate of a type-40 transaction',
        params: idParams,
        response: replySchemas({ 200: noticeToVacateSchema }),
      },
    },
    async (request) => readStaffNotice(context, signedInSessionOf(request), request.params.id),
  );

  app.post(
    '/api/staff/applications/:id/notice-to-vacate/decision/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Staff: accept a notice to vacate (once every resident signed it) or decline it with a reason',
        params: idParams,
        body: noticeDecisionSchema,
        response: replySchemas({ 200: noticeToVacateSchema }),
      },
    },
    async (request) =>
      decideNotice(context, signedInSessionOf(request), request.params.id, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );
};
