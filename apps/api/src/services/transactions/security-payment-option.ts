import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roles } from '@portal/domain/constants/roles';
import type { UnitSecurityPaymentOption } from '@portal/domain/constants/unit-security-payment-options';
import { unitSecurityPaymentChoice } from '@portal/domain/pricing/deposit-alternative';
import type { Database } from '../../db/client.js';
import type { communities } from '../../db/schema/communities.js';
import type { units } from '../../db/schema/units.js';
import { AppError } from '../../lib/app-error.js';
import { loadPriceList } from '../pricing/community-price-list.js';
import type { TransactionAccess } from './transaction-access.js';

/** Statuses in which the household is still filling the application in, the Fees & Deposits step among it. */
const choosingStatuses: readonly number[] = [ApplicationStatus.New, ApplicationStatus.InProgress];

/**
 * Checks a change of unit_security_payment_option (decision 0026): the primary applicant's, before the
 * application is submitted, and the fee only where the community offers the alternative for this unit.
 */
export async function assertSecurityPaymentOption(
  db: Database,
  { transaction, applicant }: TransactionAccess,
  community: typeof communities.$inferSelect,
  unit: typeof units.$inferSelect,
  option: UnitSecurityPaymentOption,
): Promise<void> {
  if (applicant.role !== roles.primary_applicant.code) {
    throw new AppError('PermissionDenied', 'security_choice_primary_only');
  }
  if (!choosingStatuses.includes(transaction.status))
    throw new AppError('Conflict', 'security_choice_closed');
  if (option !== 'security_fee') return;
  const { fees } = await loadPriceList(db, community.id);
  const choice = unitSecurityPaymentChoice({
    enabled: community.settings.enable_deposit_alternative,
    fees,
    bedrooms: unit.bedrooms,
    transactionType: transaction.type,
  });
  if (!choice) {
    throw new AppError('ValidationError', 'deposit_alternative_not_offered', {
      unit_security_payment_option: ['deposit_alternative_not_offered'],
    });
  }
}
