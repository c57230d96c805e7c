import { leaseDocumentQuerySchema } from '@portal/domain/schemas/lease';
import { shortLivedUrlSchema } from '@portal/domain/schemas/signing';
import {
  leaseChangeOutcomeSchema,
  leaseChangeRequestSchema,
  staffLeaseDetailSchema,
  staffLeaseListQuerySchema,
  staffLeaseListSchema,
} from '@portal/domain/schemas/staff-leases';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { publicOrigin } from '../../lib/origin.js';
import { signedInSessionOf } from '../../plugins/authentication.js';
import { sealedLeaseDocumentUrl } from '../../services/leases/resident-leases.js';
import { sendLeaseChange } from '../../services/leases/send-lease-change.js';
import { getStaffLease, listStaffLeases, staffLease } from '../../services/leases/staff-leases.js';
import { replySchemas } from '../reply-schemas.js';
import { idParams } from '../transactions/transaction-params.js';
import { staffOnly } from './staff-only.js';

const tags = ['staff', 'leases'];

/** The leases console: the company's leases, one lease's file, and the changes sent to sign on it. */
export const staffLeasesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const staff = staffOnly(context);

  app.get(
    '/api/staff/leases/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          "Staff: your company's leases, ending first, in one community when asked; filter all, ending_soon, month_to_month or notice_given",
        querystring: staffLeaseListQuerySchema,
        response: replySchemas({ 200: staffLeaseListSchema }),
      },
    },
    async (request) => listStaffLeases(context, signedInSessionOf(request), request.query),
  );

  app.get(
    '/api/staff/leases/:id/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          "Staff: a lease of your company: its key facts, sealed documents, residents, transactions and the options a revision may add (another company's lease is a 404)",
        params: idParams,
        response: replySchemas({ 200: staffLeaseDetailSchema }),
      },
    },
    async (request) => getStaffLease(context, signedInSessionOf(request), request.params.id),
  );

  app.get(
    '/api/staff/leases/:id/document-url/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Staff: a five-minute link to one of the lease's sealed documents",
        params: idParams,
        querystring: leaseDocumentQuerySchema,
        response: replySchemas({ 200: shortLivedUrlSchema }),
      },
    },
    async (request) => {
      const { lease } = await staffLease(context, signedInSessionOf(request), request.params.id);
      return sealedLeaseDocumentUrl(context, lease, request.query.document_id);
    },
  );

  app.post(
    '/api/staff/leases/:id/changes/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Staff: send a Lease Revision (type 20: add_roommate, remove_roommate, add_option, remove_option) or a Lease Document (type 80: document) to the residents to sign; a manager countersigns it through POST /api/staff/applications/{transaction_id}/countersign/',
        params: idParams,
        body: leaseChangeRequestSchema,
        response: replySchemas({ 201: leaseChangeOutcomeSchema }),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await sendLeaseChange(
            context,
            signedInSessionOf(request),
            request.params.id,
            request.body,
            publicOrigin(context.publicUrl, request),
          ),
        ),
  );
};
