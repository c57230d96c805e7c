import { type ScreeningRequest, screeningRequestSchema } from '@portal/domain/schemas/screening';
import { z } from 'zod';
import type { ScreeningFormValues } from './screening-form';

/** The POST body: the SSN, or the explicit no-SSN path with the ITIN when there is one; never a hidden field. */
function requestOf(values: ScreeningFormValues): unknown {
  const terms_accepted = values.terms_accepted;
  if (!values.no_ssn) return { terms_accepted, ssn: values.ssn };
  return values.has_itin === 'yes'
    ? { terms_accepted, no_ssn: true, itin: values.itin }
    : { terms_accepted, no_ssn: true };
}

/**
 * The form checked by the API's own schema, with its messages, so nothing is sent that it would refuse; the
 * ITIN question has the page's message (`itinRequired`), as the API never sees it.
 */
export const screeningFormSchema = (itinRequired: string): z.ZodType<ScreeningRequest, ScreeningFormValues> =>
  z.custom<ScreeningFormValues>().transform((values, context) => {
    const unanswered = values.no_ssn && values.has_itin === '';
    if (unanswered) context.addIssue({ code: 'custom', path: ['has_itin'], message: itinRequired });
    const parsed = screeningRequestSchema.safeParse(requestOf(values));
    for (const issue of parsed.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return parsed.success && !unanswered ? parsed.data : z.NEVER;
  });
