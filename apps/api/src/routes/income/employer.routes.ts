import { employerInputSchema, employerSchema } from '@portal/domain/schemas/employer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { authenticate, sessionOf } from '../../plugins/authentication.js';
import { getEmployer, saveEmployer } from '../../services/income/employers.js';
import { accessOwnApplicant } from '../../services/transactions/transaction-access.js';
import { replySchemas } from '../reply-schemas.js';
import { idParams } from '../transactions/transaction-params.js';

const tags = ['income'];

/** Employer details (spec part 2 §7 "Employer and applicant"): `{id}` is the caller's own applicant record. */
export const employerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

  app.get(
    '/api/applicant-employer/:id/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The caller's employer, as last given (404 before)",
        params: idParams,
        response: replySchemas({ 200: employerSchema }),
      },
    },
    async (request) =>
      getEmployer(
        context,
        await accessOwnApplicant(context.db, request.params.id, sessionOf(request).userId),
      ),
  );

  app.post(
    '/api/applicant-employer/:id/',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "Give the caller's employer: 201 the first time, 200 when it replaces the one given before",
        params: idParams,
        body: employerInputSchema,
        response: replySchemas({ 200: employerSchema, 201: employerSchema }),
      },
    },
    async (request, reply) => {
      const applicant = await accessOwnApplicant(context.db, request.params.id, sessionOf(request).userId);
      const { created, employer } = await saveEmployer(context, applicant, request.body);
      return reply.status(created ? 201 : 200).send(employer);
    },
  );
};
