import { z } from 'zod';
import { breakdownGroupSchema } from './breakdown-item.js';

const chargeMonthSchema = z.object({ year: z.number().int(), month: z.number().int().min(1).max(12) });

/** The Charges page: the lease's months, the month shown and what it charges, in integer cents. */
export const monthlyChargesSchema = z.object({
  months: z.array(chargeMonthSchema),
  month: chargeMonthSchema,
  charges: breakdownGroupSchema,
  breakdown_lease_end_date: z.iso.date(),
});
export type MonthlyCharges = z.infer<typeof monthlyChargesSchema>;
