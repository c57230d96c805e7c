import { TransactionType } from '@portal/domain/constants/transaction-types';
import { leaseEndDate, todayIn } from '@portal/domain/dates/calendar-date';
import { chargeMonths, chargesForMonth, defaultChargeMonth } from '@portal/domain/pricing/charges-calendar';
import { monthlyChargesSchema } from '@portal/domain/pricing/monthly-charges';
import { paymentBreakdownSchema } from '@portal/domain/pricing/payment-breakdown';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { AppError } from '../../lib/app-error.js';
import { replyLanguageOf } from '../../messages/reply-language.js';
import { authenticate } from '../../plugins/authentication.js';
import { accountLanguageFrom } from '../../services/accounts/account-language.js';
import { priceTransaction } from '../../services/payments/payment-breakdown.js';
import { replySchemas } from '../reply-schemas.js';
import { callerTransaction, idParams } from '../transactions/transaction-params.js';

const monthQuery = {
  month: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(2000).max(2200).optional(),
};

export const paymentBreakdownRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const signedIn = authenticate(context);
  const accountLanguage = accountLanguageFrom(context.db);

  app.post(
    '/api/transaction/:id/payment-breakdown/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['payments'],
        summary:
          "The payment breakdown: monthly (prorated and full), one-time fees, deposits, savings; cents; a line a law lowered or waived says why (legal_note) in the reply's language",
        params: idParams,
        body: z.object(monthQuery).nullish(),
        response: replySchemas({ 200: paymentBreakdownSchema }),
      },
    },
    async (request) => {
      const priced = await priceTransaction(
        context,
        await callerTransaction(context, request, request.params.id),
        await replyLanguageOf(request, accountLanguage),
      );
      const { month, year } = request.body ?? {};
      if (month === undefined || year === undefined) return priced.breakdown;
      // For a month of the calendar, monthly_fees holds what that month charges.
      const months = chargeMonths(priced.moveInDate, priced.leaseTermMonths);
      return {
        ...priced.breakdown,
        monthly_fees: chargesForMonth(priced.breakdown, months, { year, month }),
      };
    },
  );

  app.get(
    '/api/quote/:id/payment-breakdown-monthly/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['payments'],
        summary:
          "The Charges page: the lease's months, the month shown and what it charges; a renewal (is_renewal=true, 400 for any other quote) from the day after the lease it renews ends, at the renewal's rent; the rent is the quote's, which already counts a price change scheduled by the move-in date (include_scheduled_price_updates is accepted and changes nothing: the household is charged what it was quoted)",
        params: idParams,
        querystring: z.object({
          ...monthQuery,
          include_scheduled_price_updates: z.enum(['true', 'false']).optional(),
          is_renewal: z.enum(['true', 'false']).optional(),
        }),
        response: replySchemas({ 200: monthlyChargesSchema }),
      },
    },
    async (request) => {
      const access = await callerTransaction(context, request, request.params.id);
      // A renewal is always charged as one (from the lease it renews); is_renewal only asks that it be one.
      if (request.query.is_renewal === 'true' && access.transaction.type !== TransactionType.Renewal) {
        throw new AppError('ValidationError', 'not_a_renewal_quote', { is_renewal: ['not_a_renewal_quote'] });
      }
      const priced = await priceTransaction(context, access);
      const [community] = await context.db
        .select({ timezone: communities.timezone })
        .from(communities)
        .where(eq(communities.id, access.transaction.communityId));
      const months = chargeMonths(priced.moveInDate, priced.leaseTermMonths);
      const { month, year } = request.query;
      const today = todayIn(community?.timezone ?? 'UTC', context.clock.now());
      const shown =
        month !== undefined && year !== undefined
          ? { year, month }
          : (defaultChargeMonth(months, today) ?? { year: 0, month: 1 });
      return {
        months,
        month: shown,
        charges: chargesForMonth(priced.breakdown, months, shown),
        breakdown_lease_end_date:
          leaseEndDate(priced.moveInDate, priced.leaseTermMonths) ?? priced.moveInDate,
      };
    },
  );
};
