import { roles } from '@portal/domain/constants/roles';
import {
  addDays,
  formatCalendarDate,
  leaseStartDate,
  parseCalendarDate,
} from '@portal/domain/dates/calendar-date';
import { and, eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { leaseResidents, leases } from '../../db/schema/leases.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { hashPassword } from '../../lib/passwords.js';
import type { DemoCommunity, DemoResident } from './demo-fixture.js';

interface LoadDay {
  /** The day the demo data is loaded where the community is ('YYYY-MM-DD'): lease dates count from it. */
  today: string;
  now: Date;
}

/**
 * Gives the community each demo resident it does not have yet: their account, their lease and everyone on
 * it. A resident whose account exists is left alone, so loading again (or after a restart) changes nothing.
 */
export async function loadDemoResidents(
  db: Database,
  community: DemoCommunity,
  communityId: number,
  day: LoadDay,
): Promise<void> {
  for (const resident of community.residents) {
    const email = resident.email.toLowerCase();
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.communityId, communityId), eq(users.email, email)));
    if (existing) continue;
    // Hash before opening the transaction: argon2 is slow by design and must not hold a connection.
    const passwordHash = await hashPassword(resident.password);
    await db.transaction((tx) => insertResident(tx, communityId, resident, passwordHash, day));
  }
}

async function insertResident(
  tx: DatabaseTransaction,
  communityId: number,
  resident: DemoResident,
  passwordHash: string,
  { today, now }: LoadDay,
): Promise<void> {
  const [unit] = await tx
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.communityId, communityId), eq(units.unitNumber, resident.unit_number)));
  if (!unit) throw new Error(`Demo resident ${resident.email} names unknown unit ${resident.unit_number}`);
  const [user] = await tx
    .insert(users)
    .values({
      communityId,
      email: resident.email.toLowerCase(),
      firstName: resident.first_name,
      lastName: resident.last_name,
      phoneNumber: resident.phone_number,
      dateOfBirth: resident.date_of_birth,
      completedAccountSetup: true,
      passwordHash,
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`Could not insert demo resident ${resident.email}`);

  const loadDay = parseCalendarDate(today);
  if (!loadDay) throw new Error(`Not a date: ${today}`);
  const endDate = formatCalendarDate(addDays(loadDay, resident.lease_ends_in_days));
  const [lease] = await tx
    .insert(leases)
    .values({
      communityId,
      unitId: unit.id,
      transactionId: null,
      startDate: leaseStartDate(endDate, resident.lease_term_months) ?? endDate,
      endDate,
      leaseTermMonths: resident.lease_term_months,
      monthlyRentCents: resident.monthly_rent_cents,
      monthlyItems: [{ name: 'Rent', amount_cents: resident.monthly_rent_cents, tax_cents: 0 }],
      depositsHeldCents: resident.security_deposit_cents,
      enableSelfServiceRenewals: resident.enable_self_service_renewals,
      status: 'current',
      createdAt: now,
    })
    .returning({ id: leases.id });
  if (!lease) throw new Error(`Could not insert the lease of ${resident.email}`);

  const people = [{ userId: user.id, role: roles.primary_applicant.code as number }];
  for (const coResident of resident.co_residents) {
    people.push({ userId: await coResidentAccount(tx, communityId, coResident), role: coResident.role });
  }
  await tx.insert(leaseResidents).values(people.map((person) => ({ leaseId: lease.id, ...person })));
}

/** A co-resident's account: one that already exists at the community, else one without a password yet. */
async function coResidentAccount(
  tx: DatabaseTransaction,
  communityId: number,
  person: DemoResident['co_residents'][number],
): Promise<number> {
  const email = person.email.toLowerCase();
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.communityId, communityId), eq(users.email, email)));
  if (existing) return existing.id;
  const [created] = await tx
    .insert(users)
    .values({ communityId, email, firstName: person.first_name, lastName: person.last_name })
    .returning({ id: users.id });
  if (!created) throw new Error(`Could not insert co-resident ${person.email}`);
  return created.id;
}
