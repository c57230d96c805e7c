import {
  addressSuggestionsSchema,
  MAX_ADDRESS_QUERY_LENGTH,
} from '@portal/domain/schemas/address-suggestions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { en } from '../../messages/en.js';
import { authenticate } from '../../plugins/authentication.js';
import type { AddressLookup } from '../../providers/maps/address-lookup.js';
import { AddressLookupUnavailable } from '../../providers/maps/address-lookup.js';
import { PROVIDER_ERRORS, replySchemas } from '../reply-schemas.js';

/**
 * The address search through the configured maps service. Only signed-in applicants may use it: the
 * service is billed per request.
 */
export function addressSuggestionsRoutes(lookup: AddressLookup): FastifyPluginAsyncZod<AppContext> {
  return async (app, context) => {
    app.get(
      '/api/address-suggestions/',
      {
        preHandler: authenticate(context),
        schema: {
          tags: ['address'],
          summary: 'US street addresses matching a typed address, from the configured maps service',
          querystring: z.object({
            q: z
              .string({ error: en.address_query_required })
              .trim()
              .min(1, en.address_query_required)
              .max(MAX_ADDRESS_QUERY_LENGTH, `Addresses are at most ${MAX_ADDRESS_QUERY_LENGTH} characters`),
          }),
          response: replySchemas({ 200: addressSuggestionsSchema }, PROVIDER_ERRORS),
        },
      },
      async (request) => {
        try {
          return { suggestions: await lookup.predict(request.query.q) };
        } catch (error) {
          if (!(error instanceof AddressLookupUnavailable)) throw error;
          request.log.warn({ reason: error.message }, 'address lookup unavailable');
          throw new AppError('ServerError', 'maps_unavailable', undefined, 502);
        }
      },
    );
  };
}
