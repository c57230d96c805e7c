import { describe, expect, it } from 'vitest';
import { applicableProfiles, type JurisdictionPlace } from './applicable-profiles.js';
import { depositLimit, screeningFeeLimit } from './charge-limits.js';
import { effectiveRules } from './effective-rules.js';
import { jurisdictionProfiles } from './profiles.js';

const rulesAt = (place: JurisdictionPlace) =>
  effectiveRules(applicableProfiles(place).profiles.map(({ profile }) => profile));

const BROOKLYN = { state: 'NY', city: 'Brooklyn', postalCode: '11216' };
const ALBANY = { state: 'NY', city: 'Albany', postalCode: '12207' };
const OAKLAND = { state: 'CA', city: 'Oakland', postalCode: '94612' };
const DENVER = { state: 'CO', city: 'Denver', postalCode: '80202' };
const SEATTLE = { state: 'WA', city: 'Seattle', postalCode: '98101' };
const AUSTIN = { state: 'TX', city: 'Austin', postalCode: '78701' };
const TODAY = '2026-11-28';

describe('screening fee caps', () => {
  it.each([
    [
      'N.Y. Real Prop. Law § 238-a(1)(b)',
      ALBANY,
      TODAY,
      2_000,
      'New York limits the application screening fee to $20 (N.Y. Real Prop. Law § 238-a).',
    ],
    [
      'N.Y. Real Prop. Law § 238-a(1)(b), in New York City',
      BROOKLYN,
      TODAY,
      2_000,
      'New York limits the application screening fee to $20 (N.Y. Real Prop. Law § 238-a).',
    ],
    [
      'Cal. Civ. Code § 1950.6(b), 2024 figure',
      OAKLAND,
      '2024-03-01',
      6_202,
      'California limits the application screening fee to $62.02 (Cal. Civ. Code § 1950.6).',
    ],
    [
      "Cal. Civ. Code § 1950.6(b), 2025 has no figure read: 2024's",
      OAKLAND,
      '2025-06-01',
      6_202,
      'California limits the application screening fee to $62.02 (Cal. Civ. Code § 1950.6).',
    ],
    [
      'Cal. Civ. Code § 1950.6(b), 2026 figure',
      OAKLAND,
      TODAY,
      6_586,
      'California limits the application screening fee to $65.86 (Cal. Civ. Code § 1950.6).',
    ],
    [
      'Cal. Civ. Code § 1950.6(b), a later year keeps the latest figure',
      OAKLAND,
      '2027-01-02',
      6_586,
      'California limits the application screening fee to $65.86 (Cal. Civ. Code § 1950.6).',
    ],
    [
      'Cal. Civ. Code § 1950.6(b), before the first figure read: the first',
      OAKLAND,
      '2010-01-02',
      4_912,
      'California limits the application screening fee to $49.12 (Cal. Civ. Code § 1950.6).',
    ],
  ] as const)('%s', (_cite, place, onDate, cents, rule) => {
    expect(screeningFeeLimit(rulesAt(place), onDate)).toMatchObject({ cents, rule });
  });

  it.each([
    ['C.R.S. § 38-12-903: cost only, no dollar cap', DENVER, 'cost_only'],
    ['RCW 59.18.257(1)(b): cost only, no dollar cap', SEATTLE, 'cost_only'],
    ['federal law sets none (Texas)', AUSTIN, undefined],
  ] as const)('%s', (_cite, place, kind) => {
    const rules = rulesAt(place);
    expect(rules.screeningFee?.kind).toBe(kind);
    expect(screeningFeeLimit(rules, TODAY)).toBeNull();
  });
});

describe('security deposit limits', () => {
  it.each([
    [
      'Cal. Civ. Code § 1950.5(c) (AB 12): one month',
      OAKLAND,
      TODAY,
      false,
      265_000,
      "California limits security deposits to one month's rent (Cal. Civ. Code § 1950.5).",
    ],
    [
      'Cal. Civ. Code § 1950.5(c)(4): a small landlord, two months',
      OAKLAND,
      TODAY,
      true,
      530_000,
      "California limits security deposits to 2 months' rent (Cal. Civ. Code § 1950.5).",
    ],
    [
      'N.Y. Gen. Oblig. Law § 7-108(1-a)(a): one month',
      ALBANY,
      TODAY,
      false,
      265_000,
      "New York limits security deposits to one month's rent (N.Y. Gen. Oblig. Law § 7-108).",
    ],
    [
      'N.Y. Gen. Oblig. Law § 7-108(1-a)(a), in New York City',
      BROOKLYN,
      TODAY,
      true,
      265_000,
      "New York limits security deposits to one month's rent (N.Y. Gen. Oblig. Law § 7-108).",
    ],
  ] as const)('%s', (_cite, place, onDate, smallLandlord, cents, rule) => {
    expect(depositLimit(rulesAt(place), { rentCents: 265_000, onDate, smallLandlord })).toMatchObject({
      cents,
      rule,
    });
  });

  it.each([
    ['Cal. Civ. Code § 1950.5(c) applies from 2024-07-01', OAKLAND, '2024-06-30'],
    ['Colorado sets none', DENVER, TODAY],
    ['Washington sets none statewide', SEATTLE, TODAY],
    ['federal law sets none (Texas)', AUSTIN, TODAY],
  ] as const)('%s', (_cite, place, onDate) => {
    expect(depositLimit(rulesAt(place), { rentCents: 265_000, onDate, smallLandlord: false })).toBeNull();
  });
});

describe('notices, portable reports, lookbacks and fair chance', () => {
  it('RCW 59.18.257(1)(a): Washington wants the screening criteria notice before any fee', () => {
    const notice = rulesAt(SEATTLE).preApplicationNotice;
    expect(notice?.citation.cite).toBe('RCW 59.18.257(1)(a)');
    expect(notice?.contents).toContain('criteria that may lead to denial');
  });

  it('Cal. Civ. Code § 1950.6(c): California wants written criteria with the application, or refunds', () => {
    expect(rulesAt(OAKLAND).preApplicationNotice?.contents).toContain('written screening criteria');
  });

  it.each([
    ['C.R.S. § 38-12-904(1.5): Colorado must accept one', DENVER, 'required'],
    ['Cal. Civ. Code § 1950.1: California may accept one', OAKLAND, 'optional'],
    ['N.Y. Real Prop. Law § 238-a(1)(b): New York waives the fee with one', BROOKLYN, 'fee_waiver'],
  ] as const)('%s, 30 days old at most', (_cite, place, acceptance) => {
    expect(rulesAt(place).portableReport).toMatchObject({ acceptance, maxAgeDays: 30 });
  });

  it('C.R.S. § 38-12-904(1): Colorado looks back 7 years at rental and credit history, 5 at convictions, never at arrests', () => {
    expect(rulesAt(DENVER).lookback).toMatchObject({
      rentalAndCreditHistoryYears: 7,
      convictionYears: 5,
      arrestsConsidered: false,
    });
  });

  it('N.Y.C. Admin. Code (Local Law 24 of 2024): felonies 5 years, misdemeanours 3, 5 business days to answer', () => {
    const fairChance = rulesAt(BROOKLYN).fairChance;
    expect(fairChance).toMatchObject({
      conditionalOfferFirst: true,
      felonyLookbackYears: 5,
      misdemeanorLookbackYears: 3,
      responseBusinessDays: 5,
      since: '2025-01-01',
    });
    expect(fairChance?.from.id).toBe('new-york-city');
    expect(rulesAt(ALBANY).fairChance).toBeUndefined();
  });

  it('N.Y. Real Prop. Law § 238-a(1)(a): no other fee up front in New York', () => {
    expect(rulesAt(BROOKLYN).otherFees?.from.id).toBe('new-york-state');
  });

  it("a city keeps its state's rules it does not replace, and the federal adverse action notice where no state replaces it", () => {
    const rules = rulesAt(BROOKLYN);
    expect(rules.screeningFee?.from.id).toBe('new-york-state');
    expect(rules.adverseAction?.from.id).toBe('federal');
    expect(rulesAt(DENVER).adverseAction?.citation.cite).toBe('C.R.S. § 38-12-904(2)');
  });
});

describe('every rule of every profile is cited', () => {
  const rules = Object.values(jurisdictionProfiles).flatMap((profile) =>
    Object.entries(profile.rules).map(([key, rule]) => [`${profile.id} ${key}`, rule] as const),
  );
  it.each(rules)('%s', (_name, rule) => {
    expect(rule.citation.cite).toMatch(/§|RCW|U\.S\.C\./);
    expect(rule.citation.source).toMatch(/^https:\/\//);
    expect(rule.citation.readOn).toMatch(/^2026-11-2[89]$/);
    expect(rule.summary.length).toBeGreaterThan(40);
  });

  it("stores California's cap per year, each figure with where it was read", () => {
    const rule = jurisdictionProfiles.california.rules.screeningFee;
    if (rule?.kind !== 'yearly_cap') throw new Error('California has a yearly cap');
    for (const figure of Object.values(rule.capsByYear)) expect(figure.source).toMatch(/^https:\/\//);
    expect(rule.nextFigure).toContain('Consumer Price Index');
  });
});
