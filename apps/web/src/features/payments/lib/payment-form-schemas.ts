import {
  type BankVerification,
  bankVerificationSchema,
  depositCentsSchema,
  type PaymentRequest,
  paymentRequestSchema,
} from '@portal/domain/schemas/payment-requests';
import { z } from 'zod';

/** The two micro-deposit inputs, as typed. */
export interface BankDepositsValues {
  first: string;
  second: string;
}

/** The pay form's choice as its radio gives it: a saved method's id, or the new card being added. */
export interface PayFormValues {
  payment_method_id: string;
}
export type PaymentMethodChoice = Pick<PaymentRequest, 'payment_method_id'>;

/**
 * Text read by `read` and checked by the API's own field schema; any problem is said in `message`, the
 * page's words for that field.
 */
function textCheckedBy<Output>(field: z.ZodType<Output>, read: (text: string) => unknown, message: string) {
  return z.string().transform((text, context) => {
    const checked = field.safeParse(read(text));
    if (checked.success) return checked.data;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

/** A deposit as the bank statement shows it: "0.32", "$0.32" or ".32". */
const STATEMENT_AMOUNT = /^\$?\s*0?\.(\d{2})$/;
const statementCents = (text: string) => Number(STATEMENT_AMOUNT.exec(text.trim())?.[1]);

/** The deposits as typed, checked and sent as the API's `{ amounts: [cents, cents] }`. */
export const bankDepositsFormSchema = (formatMessage: string) =>
  z
    .object({
      first: textCheckedBy(depositCentsSchema, statementCents, formatMessage),
      second: textCheckedBy(depositCentsSchema, statementCents, formatMessage),
    })
    .transform(({ first, second }): BankVerification => ({ amounts: [first, second] }))
    .pipe(bankVerificationSchema);

/** A saved method's id, as the payment's body takes it; the new card has none until it is saved. */
export const payFormSchema = (addCardFirst: string): z.ZodType<PaymentMethodChoice, PayFormValues> =>
  z.object({
    payment_method_id: textCheckedBy(paymentRequestSchema.shape.payment_method_id, Number, addCardFirst),
  });
