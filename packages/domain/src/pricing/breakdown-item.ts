import { z } from 'zod';

/** One line of a payment breakdown group, with every field the spec lists (amounts in cents). */
export const breakdownItemSchema = z.object({
  name: z.string(),
  /** What is charged: price × chargeable quantity, prorated when `prorated`; negative for a concession. */
  amount: z.number().int(),
  price: z.number().int(),
  quantity: z.number().int(),
  included: z.number().int(),
  prorated: z.boolean(),
  days: z.number().int().nullable(),
  per_day: z.number().int().nullable(),
  exempted: z.boolean(),
  type: z.enum(['rent', 'rental_option', 'fee', 'concession', 'deposit', 'application_fee']),
  processed: z.boolean(),
  category: z.string().nullable(),
  fee_help_text: z.string().nullable(),
  line_items: z.array(
    z.object({
      applicant: z.number().int().nullable(),
      invitee: z.number().int().nullable(),
      amount: z.number().int(),
      waived: z.boolean(),
      id: z.string(),
    }),
  ),
  months: z.number().int().nullable(),
  /** Whether sales tax applies; `tax` is the tax on `amount`. */
  taxable: z.boolean(),
  tax: z.number().int(),
  /** Present only where a law lowered the amount: how, and which law, in plain words. */
  legal_note: z.string().optional(),
});
export type BreakdownItem = z.infer<typeof breakdownItemSchema>;

export const breakdownGroupSchema = z.object({
  items: z.array(breakdownItemSchema),
  total: z.number().int(),
  total_tax: z.number().int(),
});
export type BreakdownGroup = z.infer<typeof breakdownGroupSchema>;

export function item(
  fields: Pick<BreakdownItem, 'name' | 'amount' | 'type'> & Partial<BreakdownItem>,
): BreakdownItem {
  return {
    price: fields.amount,
    quantity: 1,
    included: 0,
    prorated: false,
    days: null,
    per_day: null,
    exempted: false,
    processed: false,
    category: null,
    fee_help_text: null,
    line_items: [],
    months: null,
    taxable: false,
    tax: 0,
    ...fields,
  };
}

/** Pricing rules: a group's total is the sum of its items' amounts, total_tax the sum of their taxes. */
export function group(items: BreakdownItem[]): BreakdownGroup {
  return {
    items,
    total: items.reduce((sum, line) => sum + line.amount, 0),
    total_tax: items.reduce((sum, line) => sum + line.tax, 0),
  };
}
