import { employerInputSchema } from '@portal/domain/schemas/employer';
import { z } from 'zod';
import type { EmployerFormValues } from './employer-form';

/**
 * The API's own rules (spec part 2 §5 "Employer": every field optional, what is given checked); a state left
 * unchosen is no answer, as in the API.
 */
export const employerFormSchema = z.custom<EmployerFormValues>().transform((values, context) => {
  const parsed = employerInputSchema.safeParse({ ...values, address_state: values.address_state || null });
  for (const issue of parsed.error?.issues ?? []) {
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return parsed.data ?? z.NEVER;
});
