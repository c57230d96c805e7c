import { idParams } from '../transactions/transaction-params.js';

export {
  paymentAnswerSchema,
  paymentIntentAnswerSchema,
  paymentMethodSchema,
  paymentMethodsSchema,
  setupAnswerSchema,
} from '@portal/domain/schemas/payments';

export const methodParams = idParams.extend({ methodId: idParams.shape.id });
