import { roles } from '@portal/domain/constants/roles';
import { type IncomeRequirement, incomeRequirement } from '@portal/domain/income/income-requirement';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';

/**
 * The income the tips name for the caller (spec part 2 §5, §6): a guarantor's own requirement, everyone
 * else the household's recommended income, both on the rent quoted for the chosen unit and lease term.
 */
export async function incomeRequirementFor(
  db: Database,
  { transaction, applicant }: TransactionAccess,
): Promise<IncomeRequirement | null> {
  if (transaction.quotedRentCents === null) return null;
  const [community] = await db
    .select({ settings: communities.settings })
    .from(communities)
    .where(eq(communities.id, transaction.communityId));
  if (!community) throw new Error(`Community ${transaction.communityId} is missing`);
  const { settings } = community;
  return applicant.role === roles.guarantor.code
    ? incomeRequirement(
        'guarantor',
        settings.guarantor_income_requirement_multiplier,
        transaction.quotedRentCents,
      )
    : incomeRequirement('household', settings.applicant_income_requirements, transaction.quotedRentCents);
}
