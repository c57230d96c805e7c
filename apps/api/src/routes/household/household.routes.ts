import { roles } from '@portal/domain/constants/roles';
import {
  invitationLinkQuerySchema,
  invitationSchema,
  invitedPersonSchema,
  inviteeInputSchema,
  inviteeSchema,
  personInviteSchema,
} from '@portal/domain/schemas/household';
import { leaseTransactionSchema } from '@portal/domain/schemas/lease-transaction';
import { recordIdSchema } from '@portal/domain/schemas/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { publicOrigin } from '../../lib/origin.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { invitedPersonByLink } from '../../services/household/invitation-link.js';
import { acceptInvitation, invitationsFor } from '../../services/household/invitations.js';
import { addInvitee, listInvitees, removeInvitee, updateInvitee } from '../../services/household/invitees.js';
import { removePerson } from '../../services/household/remove-person.js';
import { replySchemas } from '../reply-schemas.js';
import {
  callerTransaction,
  describeCallerTransaction,
  idParams,
  personParams,
} from '../transactions/transaction-params.js';

export const householdRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

  app.get(
    '/api/transaction/:id/invitees/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['household'],
        summary: 'The people added to the application who have not joined yet, and dependents',
        params: idParams,
        response: replySchemas({ 200: z.object({ invitees: z.array(inviteeSchema) }) }),
      },
    },
    async (request) => ({
      invitees: await listInvitees(context, await callerTransaction(context, request, request.params.id)),
    }),
  );

  app.post(
    '/api/transaction/:id/invitees/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['household'],
        summary:
          'Invite a roommate (20), guarantor (30) or occupant (40) by e-mail or text, or add a dependent (50)',
        params: idParams,
        body: inviteeInputSchema,
        response: replySchemas({ 201: inviteeSchema }),
      },
    },
    async (request, reply) => {
      const origin = publicOrigin(context.publicUrl, request);
      const invitee = await addInvitee(
        context,
        await callerTransaction(context, request, request.params.id),
        request.body,
        origin,
      );
      return reply.status(201).send(invitee);
    },
  );

  app.post(
    '/api/transaction/:id/guarantors/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['household'],
        summary: 'Invite a guarantor by e-mail or text',
        params: idParams,
        body: personInviteSchema,
        response: replySchemas({ 201: inviteeSchema }),
      },
    },
    async (request, reply) => {
      const input = { ...request.body, role: roles.guarantor.code };
      const origin = publicOrigin(context.publicUrl, request);
      const invitee = await addInvitee(
        context,
        await callerTransaction(context, request, request.params.id),
        input,
        origin,
      );
      return reply.status(201).send(invitee);
    },
  );

  app.put(
    '/api/transaction/:id/invitees/:personId/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['household'],
        summary: "Correct an invited person's details; with resend_invite the invitation goes out again",
        params: personParams,
        body: z.intersection(inviteeInputSchema, z.object({ resend_invite: z.boolean().optional() })),
        response: replySchemas({ 200: inviteeSchema }),
      },
    },
    async (request) => {
      const transaction = await callerTransaction(context, request, request.params.id);
      const origin = publicOrigin(context.publicUrl, request);
      const resend = request.body.resend_invite === true;
      return updateInvitee(context, transaction, request.params.personId, request.body, resend, origin);
    },
  );

  app.delete(
    '/api/transaction/:id/invitees/:personId/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['household'],
        summary: 'Take back an invitation or remove a dependent',
        params: personParams,
        response: replySchemas({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await removeInvitee(
        context,
        await callerTransaction(context, request, request.params.id),
        request.params.personId,
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/transaction/:id/person/:personId/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['household'],
        summary: 'Remove a person who joined the application (not the primary applicant)',
        params: personParams,
        response: replySchemas({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await removePerson(
        context,
        await callerTransaction(context, request, request.params.id),
        request.params.personId,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/invitations/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['household'],
        summary: "Open invitations for the signed-in user's e-mail or phone number",
        response: replySchemas({ 200: z.object({ invitations: z.array(invitationSchema) }) }),
      },
    },
    async (request) => ({ invitations: await invitationsFor(context, sessionOf(request)) }),
  );

  app.get(
    '/api/invitation-link/',
    {
      schema: {
        tags: ['household'],
        summary:
          "The name and contact details given for the holder of an open invitation's link, to start their sign-up with",
        description:
          'No session: the signed `invite` token of the link is the proof. Altered, out of date or used: 404.',
        querystring: invitationLinkQuerySchema,
        response: replySchemas({ 200: invitedPersonSchema }, [400, 404, 429]),
      },
    },
    async (request) => invitedPersonByLink(context, request.query.invite),
  );

  app.post(
    '/api/applicant-role/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['household'],
        summary: 'Accept an invitation: join the application in the invited role',
        // Bounded like the database's integer ids, so a huge number is a 400 rather than a failed query.
        body: z.object({ invitee_id: recordIdSchema }),
        response: replySchemas({ 200: leaseTransactionSchema }),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { leaseTransactionId } = await acceptInvitation(context, session, request.body.invitee_id);
      return describeCallerTransaction(context, request, leaseTransactionId);
    },
  );
};
