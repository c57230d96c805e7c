import {
  adminUnitSchema,
  adminUnitsSchema,
  scheduledPriceSchema,
  unitChangeSchema,
} from '@portal/domain/schemas/admin-units';
import { unitDefinitionSchema } from '@portal/domain/schemas/community-definition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { signedInSessionOf } from '../../plugins/authentication.js';
import {
  addUnit,
  cancelPriceChange,
  changeUnit,
  deleteUnit,
  listUnits,
  schedulePriceChange,
} from '../../services/admin/manage-units.js';
import { replySchemas } from '../reply-schemas.js';
import { staffOnly } from '../staff/staff-only.js';

const tags = ['admin'];
const slugParams = z.object({ slug: z.string().min(1).max(100) });
const unitParams = slugParams.extend({ unit_number: z.string().min(1).max(20) });

/** Settings → Units: one unit at a time, and the rents they take on later days. */
export const adminUnitsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const staff = staffOnly(context);

  app.get(
    '/api/admin/communities/:slug/units/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Admin or its manager: every unit, deactivated ones too, with the price changes ahead',
        params: slugParams,
        response: replySchemas({ 200: adminUnitsSchema }),
      },
    },
    async (request) => listUnits(context, signedInSessionOf(request), request.params.slug),
  );

  app.post(
    '/api/admin/communities/:slug/units/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Admin or its manager: a new unit (its number new to the community)',
        params: slugParams,
        body: unitDefinitionSchema,
        response: replySchemas({ 201: adminUnitSchema }),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addUnit(context, signedInSessionOf(request), request.params.slug, request.body)),
  );

  app.patch(
    '/api/admin/communities/:slug/units/:unit_number/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Admin or its manager: change any field of a unit; `active: false` takes it off the market for good (kept for its applications), `active: true` brings it back',
        params: unitParams,
        body: unitChangeSchema,
        response: replySchemas({ 200: adminUnitSchema }),
      },
    },
    async (request) =>
      changeUnit(
        context,
        signedInSessionOf(request),
        request.params.slug,
        request.params.unit_number,
        request.body,
      ),
  );

  app.delete(
    '/api/admin/communities/:slug/units/:unit_number/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          'Admin or its manager: delete a unit no application or lease ever named (409 otherwise: deactivate it)',
        params: unitParams,
        response: replySchemas({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await deleteUnit(context, signedInSessionOf(request), request.params.slug, request.params.unit_number);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/admin/communities/:slug/units/:unit_number/price-changes/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary:
          "Admin or its manager: the unit's base rent from a later day (quotes for a move-in from then use it; on that day it becomes the base rent)",
        params: unitParams,
        body: scheduledPriceSchema,
        response: replySchemas({ 201: adminUnitSchema }),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await schedulePriceChange(
            context,
            signedInSessionOf(request),
            request.params.slug,
            request.params.unit_number,
            request.body,
          ),
        ),
  );

  app.delete(
    '/api/admin/communities/:slug/units/:unit_number/price-changes/:id/',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Admin or its manager: cancel a price change that has not taken effect',
        params: unitParams.extend({ id: z.coerce.number().int().positive() }),
        response: replySchemas({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await cancelPriceChange(
        context,
        signedInSessionOf(request),
        request.params.slug,
        request.params.unit_number,
        request.params.id,
      );
      return reply.status(204).send(null);
    },
  );
};
