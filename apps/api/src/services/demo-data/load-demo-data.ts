import { todayIn } from '@portal/domain/dates/calendar-date';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { companies } from '../../db/schema/companies.js';
import { staffMemberCommunities, staffMembers, users } from '../../db/schema/users.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/passwords.js';
import { saveCommunityDefinition } from '../admin/community-definitions.js';
import type { DemoFixture, DemoStaffMember } from './demo-fixture.js';
import { loadDemoResidents } from './load-demo-residents.js';

/**
 * Loads the demo companies and communities that are not in the database yet, each community in one
 * transaction, gives a community that has no screening policy or renewal settings the fixture's, and each
 * community the demo residents it lacks (their leases end relative to the `clock`'s day). Running it again
 * changes nothing, so every start-up may call it.
 */
export async function loadDemoData(
  db: Database,
  fixture: DemoFixture,
  clock: Clock = systemClock,
): Promise<{ loaded: string[] }> {
  const companyIds = new Map<string, number>();
  for (const company of fixture.companies) {
    await db
      .insert(companies)
      .values({
        key: company.key,
        name: company.name,
        acceptAchPaymentsFromApplicants: company.accept_ach_payments_from_applicants,
      })
      .onConflictDoNothing({ target: companies.key });
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.key, company.key));
    if (row) companyIds.set(company.key, row.id);
  }

  const loaded: string[] = [];
  for (const community of fixture.communities) {
    const companyId = companyIds.get(community.company);
    if (companyId === undefined) throw new Error(`Demo community ${community.slug} names unknown company`);
    const [existing] = await db
      .select({
        id: communities.id,
        screeningPolicy: communities.screeningPolicy,
        settings: communities.settings,
      })
      .from(communities)
      .where(eq(communities.slug, community.slug));
    let communityId = existing?.id;
    if (existing) {
      // A community loaded before policies existed gets the fixture's; one already set is left alone.
      if (!existing.screeningPolicy)
        await db
          .update(communities)
          .set({ screeningPolicy: community.screening_policy })
          .where(eq(communities.id, existing.id));
      // Likewise its renewal settings, kept with the other settings.
      if (!existing.settings.renewals)
        await db
          .update(communities)
          .set({ settings: { ...existing.settings, renewals: community.renewals } })
          .where(eq(communities.id, existing.id));
    } else {
      // The same code as a company's own import (POST /api/admin/import/); the demo is published at once.
      const saved = await db.transaction((tx) =>
        saveCommunityDefinition(tx, companyId, community, { publishNew: true }),
      );
      communityId = saved.id;
      loaded.push(community.slug);
    }
    if (communityId === undefined) throw new Error(`Demo community ${community.slug} was not stored`);
    const now = clock.now();
    await loadDemoResidents(db, community, communityId, { today: todayIn(community.timezone, now), now });
    for (const member of community.staff) await loadDemoStaffMember(db, member, companyId, communityId);
  }
  for (const company of fixture.companies) {
    const companyId = companyIds.get(company.key);
    for (const admin of company.admins) if (companyId) await loadDemoStaffMember(db, admin, companyId);
  }
  return { loaded };
}

/**
 * A staff account of the company, made once, and the community it works in (none for an admin, who works
 * in all of them). One already there keeps its password and role.
 */
async function loadDemoStaffMember(
  db: Database,
  member: DemoStaffMember,
  companyId: number,
  communityId?: number,
): Promise<void> {
  const email = member.email.toLowerCase();
  const [existing] = await db
    .select({ staffMemberId: staffMembers.id })
    .from(users)
    .innerJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(and(isNull(users.communityId), eq(users.email, email)));
  // Hash before opening the transaction: argon2 is slow by design and must not hold a connection.
  const passwordHash = existing ? undefined : await hashPassword(member.password);
  await db.transaction(async (tx) => {
    let staffMemberId = existing?.staffMemberId;
    if (staffMemberId === undefined) {
      const [user] = await tx
        .insert(users)
        .values({ email, firstName: member.first_name, lastName: member.last_name, passwordHash })
        .returning({ id: users.id });
      if (!user) throw new Error(`Could not insert staff member ${email}`);
      const [staff] = await tx
        .insert(staffMembers)
        .values({
          userId: user.id,
          companyId,
          role: member.role,
          canSignDocumentsWhileWormholed: member.can_sign_documents_while_wormholed ?? false,
        })
        .returning({ id: staffMembers.id });
      staffMemberId = staff?.id;
    }
    if (staffMemberId !== undefined && communityId !== undefined && member.role !== 'admin')
      await tx.insert(staffMemberCommunities).values({ staffMemberId, communityId }).onConflictDoNothing();
  });
}
