import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communities, vacateReasons } from '../src/db/schema/communities.js';
import { companies } from '../src/db/schema/companies.js';
import { leaseResidents, leases } from '../src/db/schema/leases.js';
import { concessions, fees, leaseTermPrices, rentalOptions } from '../src/db/schema/pricing.js';
import { units } from '../src/db/schema/units.js';
import { staffMemberCommunities, staffMembers, users } from '../src/db/schema/users.js';
import { demoFixturePath, readDemoFixture } from '../src/services/demo-data/demo-fixture.js';
import { loadDemoData } from '../src/services/demo-data/load-demo-data.js';
import { describeApi } from './support/test-app.js';

const sharedFixture = fileURLToPath(
  new URL('../../../../shared/fixtures/demo-communities.json', import.meta.url),
);

it.skipIf(!existsSync(sharedFixture))("the project's demo data is an exact copy of ../shared's", () => {
  expect(readFileSync(demoFixturePath, 'utf8')).toBe(readFileSync(sharedFixture, 'utf8'));
});

describeApi('demo data', (context) => {
  const tableCounts = async () => {
    const { db } = context().database;
    const tables = {
      communities,
      units,
      leaseTermPrices,
      rentalOptions,
      fees,
      concessions,
      vacateReasons,
      users,
      leases,
      leaseResidents,
    };
    const result: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await db.select({ n: count() }).from(table);
      result[name] = row?.n ?? 0;
    }
    return result;
  };

  it('loads every community, unit, price, option, fee, concession, reason, staff member and resident', async () => {
    const fixture = await readDemoFixture();
    const sum = (pick: (c: (typeof fixture.communities)[number]) => unknown[]) =>
      fixture.communities.reduce((total, community) => total + pick(community).length, 0);
    const residents = fixture.communities.flatMap((c) => c.residents);
    const coResidents = residents.flatMap((resident) => resident.co_residents);
    expect(await tableCounts()).toEqual({
      communities: fixture.communities.length,
      units: sum((c) => c.units),
      leaseTermPrices: sum((c) => c.lease_terms_months),
      rentalOptions: sum((c) => c.rental_options),
      fees: sum((c) => c.fees),
      concessions: sum((c) => c.concessions),
      vacateReasons: sum((c) => c.vacate_reasons),
      users:
        sum((c) => c.staff) +
        fixture.companies.reduce((total, company) => total + company.admins.length, 0) +
        residents.length +
        coResidents.length,
      leases: residents.length,
      leaseResidents: residents.length + coResidents.length,
    });
  });

  it('keeps values exactly: an unavailable unit, half baths, tax and price adjustments in basis points', async () => {
    const { db } = context().database;
    const [mapleCourt] = await db.select().from(communities).where(eq(communities.slug, 'maple-court'));
    expect(mapleCourt?.salesTaxBasisPoints).toBe(825);
    const mapleUnits = await db
      .select()
      .from(units)
      .where(eq(units.communityId, mapleCourt?.id ?? -1));
    expect(mapleUnits.find((unit) => unit.unitNumber === '407')?.available).toBe(false);
    expect(mapleUnits.find((unit) => unit.unitNumber === '408')?.available).toBe(false);
    expect(mapleUnits.find((unit) => unit.unitNumber === '306')?.bathrooms).toBe(2.5);
    const terms = await db
      .select()
      .from(leaseTermPrices)
      .where(eq(leaseTermPrices.communityId, mapleCourt?.id ?? -1));
    expect(Object.fromEntries(terms.map((term) => [term.months, term.priceAdjustmentBasisPoints]))).toEqual({
      6: 1000,
      9: 500,
      12: 0,
      15: -200,
    });
    const [deposit] = await db.select().from(fees).where(eq(fees.key, 'unit-security-deposit'));
    expect(deposit?.amountCentsByBedrooms).toEqual({ '0': 50000, '1': 50000, '2': 75000, '3': 100000 });
  });

  it("stores staff as their company's accounts, argon2id hashes only, each with the communities they work in", async () => {
    const { db } = context().database;
    const fixture = await readDemoFixture();
    const staff = await db
      .select({ user: users, member: staffMembers, company: companies.key })
      .from(users)
      .innerJoin(staffMembers, eq(staffMembers.userId, users.id))
      .innerJoin(companies, eq(companies.id, staffMembers.companyId));
    const given = await db
      .select({ staffMemberId: staffMemberCommunities.staffMemberId, slug: communities.slug })
      .from(staffMemberCommunities)
      .innerJoin(communities, eq(communities.id, staffMemberCommunities.communityId));
    const expected = [
      ...fixture.communities.flatMap((community) =>
        community.staff.map((member) => ({ ...member, company: community.company, works: [community.slug] })),
      ),
      ...fixture.companies.flatMap((company) =>
        company.admins.map((admin) => ({
          ...admin,
          can_sign_documents_while_wormholed: false,
          company: company.key,
          works: [],
        })),
      ),
    ];
    expect(staff).toHaveLength(expected.length);
    for (const member of expected) {
      const row = staff.find(({ user }) => user.email === member.email);
      expect(row?.user.communityId).toBeNull();
      expect(row?.user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(await argon2.verify(row?.user.passwordHash ?? '', member.password)).toBe(true);
      expect(row?.member.role).toBe(member.role);
      expect(row?.member.canSignDocumentsWhileWormholed).toBe(member.can_sign_documents_while_wormholed);
      expect(row?.company).toBe(member.company);
      // An admin works in every community of the company without being given any.
      expect(given.filter((g) => g.staffMemberId === row?.member.id).map((g) => g.slug)).toEqual(
        member.works,
      );
    }
    expect(staff.find(({ user }) => user.email === 'admin@harbormain.example')?.member.role).toBe('admin');
    expect(staff.find(({ user }) => user.email === 'leasing@cedarpoint.example')?.company).toBe('ridgeline');
  });

  it('loads the second company, its community and the settings kept with each community', async () => {
    const { db } = context().database;
    const fixture = await readDemoFixture();
    const [cedarPoint] = await db
      .select({ community: communities, company: companies })
      .from(communities)
      .innerJoin(companies, eq(companies.id, communities.companyId))
      .where(eq(communities.slug, 'cedar-point'));
    expect(cedarPoint?.company.name).toBe('Ridgeline Living');
    expect(cedarPoint?.company.acceptAchPaymentsFromApplicants).toBe(false);
    expect(cedarPoint?.community.logo).toBe('cedar-point.svg');
    expect(cedarPoint?.community.settings.esign_provider_type).toBe(30);
    expect(cedarPoint?.community.screeningPolicy).toEqual(
      fixture.communities.find(({ slug }) => slug === 'cedar-point')?.screening_policy,
    );
    const [mapleCourt] = await db.select().from(communities).where(eq(communities.slug, 'maple-court'));
    expect(mapleCourt?.settings.esign_provider_type).toBe(20);
  });

  it('gives a community loaded before screening policies existed the fixture policy, and keeps one already set', async () => {
    const { db } = context().database;
    const fixture = await readDemoFixture();
    const maplePolicy = fixture.communities.find(({ slug }) => slug === 'maple-court')?.screening_policy;
    if (!maplePolicy) throw new Error('no Maple Court policy in the fixture');
    const stricter = { ...maplePolicy, min_credit_score: 700 };
    await db.update(communities).set({ screeningPolicy: null }).where(eq(communities.slug, 'lakeside-lofts'));
    await db
      .update(communities)
      .set({ screeningPolicy: stricter })
      .where(eq(communities.slug, 'maple-court'));
    await loadDemoData(db, fixture);
    const policies = Object.fromEntries(
      (await db.select().from(communities)).map((row) => [row.slug, row.screeningPolicy]),
    );
    expect(policies['lakeside-lofts']).toEqual(
      fixture.communities.find(({ slug }) => slug === 'lakeside-lofts')?.screening_policy,
    );
    expect(policies['maple-court']).toEqual(stricter);
  });

  it('gives each demo resident an account and a current lease ending relative to the load day', async () => {
    const { db } = context().database;
    const [jordan] = await db.select().from(users).where(eq(users.email, 'resident@maplecourt.example'));
    expect(jordan).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Reyes',
      phoneNumber: '(512) 555-0163',
      dateOfBirth: '1988-07-19',
      completedAccountSetup: true,
    });
    expect(jordan?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(jordan?.passwordHash ?? '', 'ResidentDemo2026')).toBe(true);

    const [row] = await db
      .select({ lease: leases, unit: units.unitNumber })
      .from(leaseResidents)
      .innerJoin(leases, eq(leases.id, leaseResidents.leaseId))
      .innerJoin(units, eq(units.id, leases.unitId))
      .where(eq(leaseResidents.userId, jordan?.id ?? -1));
    // The test clock's day in Chicago is 2026-11-22: the lease ends 75 days later, after 12 months.
    expect(row?.unit).toBe('407');
    expect(row?.lease).toMatchObject({
      transactionId: null,
      startDate: '2026-02-06',
      endDate: '2027-02-05',
      leaseTermMonths: 12,
      monthlyRentCents: 189000,
      monthlyItems: [{ name: 'Rent', amount_cents: 189000, tax_cents: 0 }],
      depositsHeldCents: 75000,
      enableSelfServiceRenewals: true,
      status: 'current',
    });
    const people = await db
      .select({ email: users.email, role: leaseResidents.role, passwordHash: users.passwordHash })
      .from(leaseResidents)
      .innerJoin(users, eq(users.id, leaseResidents.userId))
      .where(eq(leaseResidents.leaseId, row?.lease.id ?? -1));
    expect(people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'resident@maplecourt.example', role: 10 }),
        { email: 'morgan.reyes@example.com', role: 20, passwordHash: null },
      ]),
    );
    expect(people).toHaveLength(2);
  });

  it('keeps the renewal settings with the community, and gives them to one loaded before they existed', async () => {
    const { db } = context().database;
    const fixture = await readDemoFixture();
    const [lakeside] = await db.select().from(communities).where(eq(communities.slug, 'lakeside-lofts'));
    if (!lakeside) throw new Error('Lakeside Lofts was not loaded');
    const { renewals, ...withoutRenewals } = lakeside.settings;
    expect(renewals).toEqual(fixture.communities.find(({ slug }) => slug === 'lakeside-lofts')?.renewals);
    await db.update(communities).set({ settings: withoutRenewals }).where(eq(communities.id, lakeside.id));
    await loadDemoData(db, fixture, context().clock);
    const [reloaded] = await db.select().from(communities).where(eq(communities.id, lakeside.id));
    expect(reloaded?.settings).toEqual(lakeside.settings);
  });

  it('changes nothing when loaded again, even on a later day', async () => {
    const { db } = context().database;
    const before = await tableCounts();
    const leasesBefore = await db.select().from(leases);
    context().clock.advanceMinutes(3 * 24 * 60);
    const result = await loadDemoData(db, await readDemoFixture(), context().clock);
    expect(result.loaded).toEqual([]);
    expect(await tableCounts()).toEqual(before);
    expect(await db.select().from(leases)).toEqual(leasesBefore);
  });
});
