import {
  communityChangeSchema,
  communityDefinitionSchema,
  communityImportResultSchema,
  communityImportSchema,
} from '@portal/domain/schemas/community-definition';
import { communityJurisdictionsSchema } from '@portal/domain/schemas/community-jurisdictions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { signedInSessionOf } from '../../plugins/authentication.js';
import {
  changeCommunity,
  communityHistory,
  createCommunity,
  exportCommunity,
  importCommunities,
  listAdminCommunities,
} from '../../services/admin/manage-communities.js';
import { exportUnitsCsv, importUnitsCsv, UNIT_COLUMNS } from '../../services/admin/unit-csv.js';
import { describeJurisdictions } from '../../services/jurisdictions/describe-jurisdictions.js';
import { replySchemas } from '../reply-schemas.js';
import { staffOnly } from '../staff/staff-only.js';

const tags = ['admin'];
const slugParams = z.object({ slug: z.string().min(1).max(100) });

/** Settings → Communities: a company's communities as the fixture describes them, created, changed, moved. */
export const adminCommunitiesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const staff = staffOnly(context);

  app.get(
    '/api/admin/communities/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Admin or manager: the communities whose settings you manage, published or not',
        response: replySchemas({
          200: z.object({
            results: z.array(
              z.object({
                id: z.number().int(),
                slug: z.string(),
                display_name: z.string(),
                published: z.boolean(),
                units: z.number().int(),
              }),
            ),
          }),
        }),
      },
    },
    async (request) => ({ results: await listAdminCommunities(context, signedInSessionOf(request)) }),
  );

  app.post(
    '/api/admin/communities/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Admin: a new community with every field of the fixture's; it starts unpublished",
        body: communityDefinitionSchema,
        response: replySchemas({ 201: z.object({ id: z.number().int(), slug: z.string() }) }),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCommunity(context, signedInSessionOf(request), request.body)),
  );

  app.patch(
    '/api/admin/communities/:slug/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Admin or its manager: change any field (theme, settings, screening policy and renewals field by field; units by number); `published: true` opens it to the public',
        params: slugParams,
        body: communityChangeSchema,
        response: replySchemas({ 200: communityDefinitionSchema }),
      },
    },
    async (request) =>
      changeCommunity(context, signedInSessionOf(request), request.params.slug, request.body),
  );

  app.get(
    '/api/admin/communities/:slug/export/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Admin or its manager: the community in the import shape (no residents or staff)',
        params: slugParams,
        response: replySchemas({ 200: communityDefinitionSchema }),
      },
    },
    async (request) => exportCommunity(context, signedInSessionOf(request), request.params.slug),
  );

  app.get(
    '/api/admin/communities/:slug/history/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Admin or its manager: every change of the community, newest first, with who made it',
        params: slugParams,
        response: replySchemas({
          200: z.object({
            results: z.array(
              z.object({
                id: z.number().int(),
                at: z.iso.datetime(),
                actor: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
                action: z.string(),
                before: z.record(z.string(), z.unknown()).nullable(),
                after: z.record(z.string(), z.unknown()).nullable(),
              }),
            ),
          }),
        }),
      },
    },
    async (request) => ({
      results: await communityHistory(context, signedInSessionOf(request), request.params.slug),
    }),
  );

  app.get(
    '/api/admin/communities/:slug/jurisdictions/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          "Admin or its manager: the laws that apply where the community is (from its address), why, each rule's citation and what the portal does about it",
        params: slugParams,
        response: replySchemas({ 200: communityJurisdictionsSchema }),
      },
    },
    async (request) => describeJurisdictions(context, signedInSessionOf(request), request.params.slug),
  );

  // A units file comes as the CSV text itself, as a spreadsheet saves it.
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'string', bodyLimit: 5 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/admin/communities/:slug/units/import/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: `Admin or its manager: units from a CSV (text/csv; columns ${UNIT_COLUMNS.join(', ')}), all or nothing; a unit number already there is updated`,
        params: slugParams,
        body: z.string(),
        response: replySchemas({ 200: z.object({ created: z.number().int(), updated: z.number().int() }) }),
      },
    },
    async (request) => importUnitsCsv(context, signedInSessionOf(request), request.params.slug, request.body),
  );

  app.get(
    '/api/admin/communities/:slug/units/export/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Admin or its manager: every unit as CSV, in the import columns',
        params: slugParams,
        response: replySchemas({ 200: z.string() }),
      },
    },
    async (request, reply) => {
      const csv = await exportUnitsCsv(context, signedInSessionOf(request), request.params.slug);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${request.params.slug.replace(/[^a-z0-9-]/gi, '')}-units.csv"`,
        )
        .send(csv);
    },
  );

  app.post(
    '/api/admin/import/',
    {
      preHandler: staff,
      // A company's whole portfolio in one request.
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags,
        summary:
          "Admin: create or update your company's communities from the fixture's shape, all or nothing (a `company` key is ignored)",
        body: communityImportSchema,
        response: replySchemas({ 200: communityImportResultSchema }),
      },
    },
    async (request) => importCommunities(context, signedInSessionOf(request), request.body.communities),
  );
};
