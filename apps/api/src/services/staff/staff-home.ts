import type { StaffHome } from '@portal/domain/schemas/staff-home';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { companies } from '../../db/schema/companies.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { communitiesOf, requireStaffMember } from './staff-member.js';

/** The staff console's start: the member's company, role and the communities they work in. */
export async function readStaffHome({ db }: AppContext, session: SignedInSession): Promise<StaffHome> {
  const staff = await requireStaffMember(db, session);
  const [[company], rows] = await Promise.all([
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, staff.companyId)),
    db
      .select({ slug: communities.slug, display_name: communities.displayName })
      .from(communities)
      .where(communitiesOf(staff))
      .orderBy(asc(communities.displayName), asc(communities.slug)),
  ]);
  if (!company) throw new Error(`Staff member ${staff.id} has no company`);
  return { company, role: staff.role, communities: rows };
}
