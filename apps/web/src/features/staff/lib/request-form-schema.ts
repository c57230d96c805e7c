import { z } from 'zod';

export interface RequestFormOptions {
  /** The form field of each request field, in the form's order, where the form names it otherwise. */
  fields?: Readonly<Record<string, string>>;
  /** The form's own words for a message of the request schema, where the page says it otherwise. */
  message?: (field: string, message: string) => string;
}

/**
 * A staff form's schema made of the request schema the API validates with: `toRequest` turns what the form
 * holds into the request, the API's schema checks it, and each message goes under the field it is about.
 * Its output is the request to send.
 */
export function requestFormSchema<Values, Request>(
  schema: z.ZodType<Request>,
  toRequest: (values: Values) => unknown,
  { fields = {}, message = (_field, text) => text }: RequestFormOptions = {},
) {
  return z.custom<Values>().transform((values, context): Request => {
    const parsed = schema.safeParse(toRequest(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const requestField = String(issue.path[0] ?? '');
      const field = fields[requestField] ?? requestField;
      context.addIssue({ code: 'custom', path: [field], message: message(field, issue.message) });
    }
    return z.NEVER;
  });
}
