import { apiErrorSchema } from '@portal/domain/schemas/api-error';
import { idParams } from '../transactions/transaction-params.js';

export {
  paymentAnswerSchema,
  paymentIntentAnswerSchema,
  paymentMethodSchema,
  paymentMethodsSchema,
  setupAnswerSchema,
} from '@portal/domain/schemas/payments';

export const methodParams = idParams.extend({ methodId: idParams.shape.id });

/** A declined card (402) or an Idempotency-Key reused for another request (422). */
export const paymentErrorResponses = { 402: apiErrorSchema, 422: apiErrorSchema } as const;
