import { guestSignerRequestSchema, sentLeaseDocumentsSchema } from '@portal/domain/schemas/signing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { publicOrigin } from '../../lib/origin.js';
import { signedInSessionOf } from '../../plugins/authentication.js';
import { countersignLease } from '../../services/signing/countersign.js';
import { addGuestSigner } from '../../services/signing/guest-signers.js';
import { sendLease } from '../../services/signing/send-lease.js';
import { sendSigningReminders } from '../../services/signing/signing-reminders.js';
import { voidDocument } from '../../services/signing/void-document.js';
import { replySchemas } from '../reply-schemas.js';
import { staffOnly } from '../staff/staff-only.js';
import { idParams } from '../transactions/transaction-params.js';

const tags = ['staff', 'signing'];

/** The leasing team's side of signing: send the lease, void, add guests, remind, countersign. */
export const staffSigningRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const staff = staffOnly(context);

  app.post(
    '/api/staff/applications/:id/lease/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Staff: write the lease and its addenda from the application and send them for signature (after a void, the voided ones again); 409 unless approved',
        params: idParams,
        response: replySchemas({ 201: sentLeaseDocumentsSchema }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sendLease(context, signedInSessionOf(request), request.params.id)),
  );

  app.post(
    '/api/staff/documents/:id/void/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Staff: void a document out for signature (wrong data); 409 once executed or voided',
        params: idParams,
        response: replySchemas({ 200: z.object({ id: z.number().int(), status: z.literal('voided') }) }),
      },
    },
    async (request) => voidDocument(context, signedInSessionOf(request), request.params.id),
  );

  app.post(
    '/api/staff/applications/:id/guest-signers/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Staff: add a signer without an account to a document; they are e-mailed a single-use signing link',
        params: idParams,
        body: guestSignerRequestSchema,
        response: replySchemas({
          201: z.object({
            id: z.number().int(),
            name: z.string(),
            email: z.string(),
            document_id: z.number().int(),
          }),
        }),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await addGuestSigner(
            context,
            signedInSessionOf(request),
            request.params.id,
            request.body,
            publicOrigin(context.publicUrl, request),
          ),
        ),
  );

  app.post(
    '/api/staff/applications/:id/signing-reminders/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Staff: e-mail every signer who has not signed yet',
        params: idParams,
        response: replySchemas({ 200: z.object({ reminded: z.number().int() }) }),
      },
    },
    async (request) => sendSigningReminders(context, signedInSessionOf(request), request.params.id),
  );

  app.post(
    '/api/staff/applications/:id/countersign/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Managers: countersign once everyone has signed: the lease is executed, the application Completed, the documents sealed',
        params: idParams,
        response: replySchemas({ 200: z.object({ lease_id: z.number().int() }) }),
      },
    },
    async (request) =>
      countersignLease(context, signedInSessionOf(request), request.params.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );
};
