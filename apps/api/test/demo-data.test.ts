import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communities, vacateReasons } from '../src/db/schema/communities.js';
import { companies } from '../src/db/schema/companies.js';
import { concessions, fees, leaseTermPrices, rentalOptions } from '../src/db/schema/pricing.js';
import { units } from '../src/db/schema/units.js';
import { staffMembers, users } from '../src/db/schema/users.js';
import { demoFixturePath, readDemoFixture } from '../src/db/seed/demo-fixture.js';
import { loadDemoData } from '../src/db/seed/load-demo-data.js';
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
    };
    const result: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await db.select({ n: count() }).from(table);
      result[name] = row?.n ?? 0;
    }
    return result;
  };

  it('loads every community, unit, price, option, fee, concession, reason and staff member', async () => {
    const fixture = await readDemoFixture();
    const sum = (pick: (c: (typeof fixture.communities)[number]) => unknown[]) =>
      fixture.communities.reduce((total, community) => total + pick(community).length, 0);
    expect(await tableCounts()).toEqual({
      communities: fixture.communities.length,
      units: sum((c) => c.units),
      leaseTermPrices: sum((c) => c.lease_terms_months),
      rentalOptions: sum((c) => c.rental_options),
      fees: sum((c) => c.fees),
      concessions: sum((c) => c.concessions),
      vacateReasons: sum((c) => c.vacate_reasons),
      users: sum((c) => c.staff),
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

  it('stores staff passwords as argon2id hashes only, with their role, company and signing permission', async () => {
    const { db } = context().database;
    const fixture = await readDemoFixture();
    const staff = await db
      .select({ user: users, member: staffMembers, company: companies.key })
      .from(users)
      .innerJoin(staffMembers, eq(staffMembers.userId, users.id))
      .innerJoin(companies, eq(companies.id, staffMembers.companyId));
    const expected = fixture.communities.flatMap((community) =>
      community.staff.map((member) => ({ ...member, company: community.company })),
    );
    expect(staff).toHaveLength(expected.length);
    for (const member of expected) {
      const row = staff.find(({ user }) => user.email === member.email);
      expect(row?.user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(await argon2.verify(row?.user.passwordHash ?? '', member.password)).toBe(true);
      expect(row?.member.role).toBe(member.role);
      expect(row?.member.canSignDocumentsWhileWormholed).toBe(member.can_sign_documents_while_wormholed);
      expect(row?.company).toBe(member.company);
    }
    expect(staff.find(({ user }) => user.email === 'manager@maplecourt.example')?.member.role).toBe(
      'manager',
    );
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

  it('changes nothing when loaded again', async () => {
    const before = await tableCounts();
    const result = await loadDemoData(context().database.db, await readDemoFixture());
    expect(result.loaded).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  });
});
