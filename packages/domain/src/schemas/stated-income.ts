import { z } from 'zod';
import { dollarAmountField } from './financial-sources.js';
import { applicantAddressSchema } from './lease-transaction.js';

/**
 * Stated income and assets (spec part 2 §5): both required, in dollars as typed (commas stripped), kept
 * in cents. "I Don't Have Income or Assets" sends 0 and 0.
 */
export const statedIncomeAssetsSchema = z.object({
  stated_income: dollarAmountField,
  stated_assets: dollarAmountField,
});
export type StatedIncomeAssets = z.infer<typeof statedIncomeAssetsSchema>;

/**
 * PUT /api/applicant/{id}/ saves the current address or the stated income and assets, whichever the body
 * carries, each checked by its own form's rules (a union would blur their field messages into one).
 */
export const applicantUpdateSchema = z
  .unknown()
  .transform((body, context) => {
    const stated =
      typeof body === 'object' && body !== null && ('stated_income' in body || 'stated_assets' in body);
    const parsed = (stated ? statedIncomeAssetsSchema : applicantAddressSchema).safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: body });
    }
    return z.NEVER;
  })
  .describe(
    'Either the current address (address_street, address_line_2, address_city, address_state, ' +
      'address_postal_code) or the stated income and assets (stated_income, stated_assets: dollars)',
  );
