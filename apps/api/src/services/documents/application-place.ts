import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { companies } from '../../db/schema/companies.js';
import { units } from '../../db/schema/units.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';

/** Where the application is: unit, community, its company and phone, as the documents name them. */
export async function placeOf({ db }: AppContext, access: TransactionAccess) {
  const [place] = await db
    .select({
      unit: units.unitNumber,
      community: communities.displayName,
      phone: communities.contactPhone,
      company: companies.name,
    })
    .from(units)
    .innerJoin(communities, eq(communities.id, units.communityId))
    .innerJoin(companies, eq(companies.id, communities.companyId))
    .where(eq(units.id, access.transaction.unitId));
  if (!place) throw new Error(`Transaction ${access.transaction.id} has no unit`);
  return place;
}
