import {
  availableLeaseTermsSchema,
  quoteRequestSchema,
  quoteSchema,
} from '@portal/domain/schemas/lease-terms';
import { rentalOptionPriceChangesSchema, unitPriceChangeSchema } from '@portal/domain/schemas/price-changes';
import { availableUnitListSchema } from '@portal/domain/schemas/units';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { authenticate } from '../../plugins/authentication.js';
import { leaseEndDateFor } from '../../services/transactions/lease-end-date.js';
import { availableLeaseTerms, availableUnitsOn } from '../../services/transactions/lease-terms.js';
import {
  detectRentalOptionPriceChanges,
  detectUnitPriceChange,
} from '../../services/transactions/price-changes.js';
import { quoteFor } from '../../services/transactions/quote.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from './transaction-params.js';

const isoDate = z.iso.date({ error: 'Enter a valid date' });
/**
 * A move-in date the calendar helpers can carry a lease from: the lease end of a date near 9999 has a
 * five-digit year, which is no longer a 'YYYY-MM-DD' answer (a 500 before this bound).
 */
const moveInDate = isoDate.refine(
  (date) => date >= '1900-01-01' && date <= '2199-12-31',
  'Enter a date between 1900 and 2199',
);

export const leaseTermsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);

  app.get(
    '/api/transaction/:id/available-units/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['lease terms'],
        summary: 'Units of the community that can be moved into on a date',
        params: idParams,
        querystring: z.object({ move_in_date: moveInDate }),
        response: replySchemas({ 200: availableUnitListSchema }),
      },
    },
    async (request) => ({
      units: await availableUnitsOn(
        context,
        await callerTransaction(context, request, request.params.id),
        request.query.move_in_date,
      ),
    }),
  );

  app.post(
    '/api/transaction/:id/available-lease-terms/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['lease terms'],
        summary: "The lease terms offered, each with the unit's monthly rent and lease end date",
        params: idParams,
        body: z.object({ move_in_date: moveInDate.optional() }).nullish(),
        response: replySchemas({ 200: availableLeaseTermsSchema }),
      },
    },
    async (request) =>
      availableLeaseTerms(
        context,
        await callerTransaction(context, request, request.params.id),
        request.body?.move_in_date ?? null,
      ),
  );

  app.get(
    '/api/lease-end-date/',
    {
      schema: {
        tags: ['lease terms'],
        summary:
          "The last day of a lease of one of the community's terms: move-in date plus the term, less one day",
        querystring: z.object({
          lease_settings_id: z
            .string({ error: 'lease_settings_id is required.' })
            .min(1, 'lease_settings_id is required.')
            .max(100)
            .describe("The community's lease settings: its slug or numeric id"),
          move_in_date: moveInDate,
          lease_term: z.coerce.number().int().positive().max(60),
        }),
        response: replySchemas({ 200: z.object({ lease_end_date: isoDate }) }, [400, 404]),
      },
    },
    async (request) => ({
      lease_end_date: await leaseEndDateFor(
        context.db,
        request.query.lease_settings_id,
        request.query.move_in_date,
        request.query.lease_term,
      ),
    }),
  );

  app.post(
    '/api/quote/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['lease terms'],
        summary: 'The flat monthly quote for a unit, lease term, move-in date and rental options',
        body: quoteRequestSchema,
        response: replySchemas({ 200: quoteSchema }),
      },
    },
    async (request) =>
      quoteFor(context, await callerTransaction(context, request, request.body.transaction_id), request.body),
  );

  app.get(
    '/api/transaction/:id/detect-unit-price-changed/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['lease terms'],
        summary: "Whether the unit's rent changed since it was quoted",
        params: idParams,
        response: replySchemas({ 200: unitPriceChangeSchema }),
      },
    },
    async (request) =>
      detectUnitPriceChange(context, await callerTransaction(context, request, request.params.id)),
  );

  app.get(
    '/api/transaction/:id/detect-rental-options-price-changed/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['lease terms'],
        summary: 'The chosen rental options whose monthly price changed since they were chosen',
        params: idParams,
        response: replySchemas({ 200: rentalOptionPriceChangesSchema }),
      },
    },
    async (request) =>
      detectRentalOptionPriceChanges(context, await callerTransaction(context, request, request.params.id)),
  );
};
