import { staffHomeSchema } from '@portal/domain/schemas/staff-home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { signedInSessionOf } from '../../plugins/authentication.js';
import { readStaffHome } from '../../services/staff/staff-home.js';
import { replySchemas } from '../reply-schemas.js';
import { staffOnly } from './staff-only.js';

/** Where a staff member starts after /staff/login: their company and the communities they work in. */
export const staffHomeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/staff/communities/',
    {
      preHandler: staffOnly(context),
      schema: {
        tags: ['staff'],
        summary: 'Staff: your company, your role and the communities you work in (all of them for an admin)',
        response: replySchemas({ 200: staffHomeSchema }),
      },
    },
    async (request) => readStaffHome(context, signedInSessionOf(request)),
  );
};
