import { availableUnitListSchema, rentalOptionSchema } from '@portal/domain/schemas/units';
import { personalizedWelcomeSchema, unitNumberParamSchema } from '@portal/domain/schemas/visit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { findCommunity } from '../../services/communities/find-community.js';
import { listAvailableUnits } from '../../services/units/list-available-units.js';
import { rentalOptionRowsOf, toRentalOption } from '../../services/units/list-rental-options.js';
import { personalizedWelcome } from '../../services/units/personalized-welcome.js';
import { replySchemas } from '../reply-schemas.js';

const communityParams = z.object({ community: z.string().min(1).max(100) });

export const unitsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/communities/:community/units/',
    {
      schema: {
        tags: ['units'],
        summary: 'The units open for applications, with rent from (cents) and available date',
        params: communityParams,
        response: replySchemas({ 200: availableUnitListSchema }, [404]),
      },
    },
    async (request) => {
      const community = await findCommunity(context.db, request.params.community);
      return { units: await listAvailableUnits(context.db, community.id) };
    },
  );

  app.get(
    '/api/communities/:community/personalized/:unit_number/',
    {
      schema: {
        tags: ['units'],
        summary:
          'The welcome page for a link naming a unit (decision 0027): the unit as the list shows it, null once taken; 404 for a number the community does not have',
        params: communityParams.extend({ unit_number: unitNumberParamSchema }),
        response: replySchemas({ 200: personalizedWelcomeSchema }, [400, 404]),
      },
    },
    async (request) => {
      const community = await findCommunity(context.db, request.params.community);
      return personalizedWelcome(context.db, community.id, request.params.unit_number);
    },
  );

  app.get(
    '/api/communities/:community/rental-options/',
    {
      schema: {
        tags: ['units'],
        summary: "The community's rental options (parking, pets, storage …) with prices in cents",
        params: communityParams,
        response: replySchemas({ 200: z.object({ rental_options: z.array(rentalOptionSchema) }) }, [404]),
      },
    },
    async (request) => {
      const community = await findCommunity(context.db, request.params.community);
      const rows = await rentalOptionRowsOf(context.db, community.id);
      return { rental_options: rows.map(toRentalOption) };
    },
  );
};
