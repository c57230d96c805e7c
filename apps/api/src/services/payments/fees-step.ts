import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { loadDueAtApplication } from './payment-options.js';

/**
 * The Fees & Deposits step is finished by paying (POST …/payment records it); this page completion is for
 * a caller who owes nothing now, such as a household member whose fee is waived or already paid.
 */
export async function assertNothingDueNow(context: AppContext, access: TransactionAccess): Promise<void> {
  const { balance } = await loadDueAtApplication(context, access);
  if (balance > 0) throw new AppError('ValidationError', 'fees_due', { payment: ['fees_due'] });
}
