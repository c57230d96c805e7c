import { financialSourceInputSchema } from '@portal/domain/schemas/financial-sources';
import { z } from 'zod';
import type { SourceFormValues } from './source-form';

/** The browser checks the form with the API's own schema (spec part 2 §5 "Manual source form"). */
export const sourceFormSchema = z.custom<SourceFormValues>().transform((values, context) => {
  const parsed = financialSourceInputSchema.safeParse(values);
  for (const issue of parsed.error?.issues ?? []) {
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return parsed.data ?? z.NEVER;
});
