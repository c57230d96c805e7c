import { statedIncomeAssetsSchema } from '@portal/domain/schemas/stated-income';
import { z } from 'zod';
import type { StatedIncomeValues } from './stated-income-values';

/** The browser checks the form with the API's own schema (spec part 2 §5: both required, in dollars). */
export const statedIncomeFormSchema = z.custom<StatedIncomeValues>().transform((values, context) => {
  const parsed = statedIncomeAssetsSchema.safeParse(values);
  for (const issue of parsed.error?.issues ?? []) {
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return parsed.data ?? z.NEVER;
});
