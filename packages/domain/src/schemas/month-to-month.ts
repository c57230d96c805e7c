import { z } from 'zod';

const cents = z.number().int();
const line = z.object({ name: z.string(), amount: cents.describe('Cents'), tax: cents.describe('Cents') });

/**
 * `GET|POST /api/leases/{id}/month-to-month/`: what the lease costs month-to-month (the unit's 12-month
 * rent plus the community's premium, the monthly items at their current prices) and what changes.
 */
export const monthToMonthSchema = z.object({
  lease_id: z.number().int(),
  starts_on: z.iso.date().describe('The day after the lease ends: month-to-month from then on'),
  current_monthly_rent: cents,
  twelve_month_rent: cents.describe("The unit's 12-month rent today"),
  premium: cents.describe("The community's month_to_month_premium_cents"),
  monthly_rent: cents.describe('twelve_month_rent + premium'),
  monthly_items: z.array(line).describe('Rent first, then every monthly item at its current price'),
  total_per_month: cents,
  current_total_per_month: cents,
  ending_concessions: z.array(line).describe("The lease term's concessions, which end with the term"),
  confirmed: z.boolean().describe('The resident has chosen month-to-month'),
  transaction_id: z.number().int().nullable().describe('The renewal transaction that records the choice'),
});
export type MonthToMonth = z.infer<typeof monthToMonthSchema>;
