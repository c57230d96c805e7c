import { roles } from '@portal/domain/constants/roles';
import { type IncomeRequirement, incomeRequirement } from '@portal/domain/income/income-requirement';
import type { AppContext } from '../../app-context.js';
import { cachedCommunitySettings } from '../communities/community-settings.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';

/**
 * The income the tips name for the caller (spec part 2 §5, §6): a guarantor's own requirement, everyone
 * else the household's recommended income, both on the rent quoted for the chosen unit and lease term.
 */
export async function incomeRequirementFor(
  context: AppContext,
  { transaction, applicant }: TransactionAccess,
): Promise<IncomeRequirement | null> {
  if (transaction.quotedRentCents === null) return null;
  const settings = await cachedCommunitySettings(context, transaction.communityId);
  return applicant.role === roles.guarantor.code
    ? incomeRequirement(
        'guarantor',
        settings.guarantor_income_requirement_multiplier,
        transaction.quotedRentCents,
      )
    : incomeRequirement('household', settings.applicant_income_requirements, transaction.quotedRentCents);
}
