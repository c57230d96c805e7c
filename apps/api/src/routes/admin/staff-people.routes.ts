import {
  staffInvitationSchema,
  staffMemberChangeSchema,
  staffPeopleSchema,
  staffPersonSchema,
} from '@portal/domain/schemas/staff-people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { publicOrigin } from '../../lib/origin.js';
import { signedInSessionOf } from '../../plugins/authentication.js';
import {
  changeStaffMember,
  inviteStaffMember,
  listStaffPeople,
  resendInvitation,
  revokeInvitation,
} from '../../services/staff/manage-staff.js';
import { replySchemas } from '../reply-schemas.js';
import { staffOnly } from '../staff/staff-only.js';
import { idParams } from '../transactions/transaction-params.js';

const tags = ['admin'];

/** Settings → People: the company's staff, their roles and communities, invitations (admins only). */
export const staffPeopleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const staff = staffOnly(context);
  const caller = (request: Parameters<typeof signedInSessionOf>[0]) => ({
    session: signedInSessionOf(request),
    origin: publicOrigin(context.publicUrl, request),
  });

  app.get(
    '/api/admin/staff/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          "Admin: the company's staff, each with role, communities and status (invited, active, deactivated)",
        response: replySchemas({ 200: staffPeopleSchema }),
      },
    },
    async (request) => listStaffPeople(context, signedInSessionOf(request)),
  );

  app.post(
    '/api/admin/staff/invitations/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Admin: invite by e-mail with a role and communities; the person gets a single-use set-password link (7 days)',
        body: staffInvitationSchema,
        response: replySchemas({ 201: staffPersonSchema }),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteStaffMember(context, caller(request), request.body)),
  );

  app.patch(
    '/api/admin/staff/:id/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Admin: change a role, communities or signing permission, or deactivate (`active: false` ends their sessions at once)',
        params: idParams,
        body: staffMemberChangeSchema,
        response: replySchemas({ 200: staffPersonSchema }),
      },
    },
    async (request) => changeStaffMember(context, caller(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/staff/:id/invitation/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Admin: send a fresh invitation link; the earlier ones stop working',
        params: idParams,
        response: replySchemas({ 200: staffPersonSchema }),
      },
    },
    async (request) => resendInvitation(context, caller(request), request.params.id),
  );

  app.delete(
    '/api/admin/staff/:id/invitation/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Admin: revoke an invitation not yet accepted; the unused account goes',
        params: idParams,
        response: replySchemas({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await revokeInvitation(context, caller(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
