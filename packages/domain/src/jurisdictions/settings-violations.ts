import { FeeCategory } from '../constants/fee-categories.js';
import { TransactionType } from '../constants/transaction-types.js';
import type { CommunityDefinition } from '../schemas/community-definition.js';
import { capInOrder, depositLimit, legalAmount, screeningFeeLimit, upFrontFeeBan } from './charge-limits.js';
import type { EffectiveRules } from './effective-rules.js';

/** What a violation's sentence states, for a reader of another language to be told the same in their words. */
export type ViolationFacts =
  | { limit: 'screening_fee'; law: string; cite: string; cents: number }
  | { limit: 'up_front_fee'; law: string; cite: string }
  | {
      limit: 'deposits';
      law: string;
      cite: string;
      months: number;
      unitNumber: string;
      rentCents: number;
      totalCents: number;
    };

/** A configured amount the law of the community's place does not allow, under the field that holds it. */
export interface SettingsViolation {
  path: (string | number)[];
  message: string;
  facts: ViolationFacts;
}

type Fee = CommunityDefinition['fees'][number];

/** A fee new applicants pay: one naming no transaction types, or naming applications. */
const chargedToApplicants = (fee: Fee) =>
  fee.transaction_types === undefined || fee.transaction_types.includes(TransactionType.Application);

/** Each amount a fee may charge, under its field: the one amount, or one per number of bedrooms. */
function amountsOf(
  fee: Fee,
  index: number,
): { path: (string | number)[]; bedrooms: string | null; cents: number }[] {
  if (fee.amount_cents !== undefined)
    return [{ path: ['fees', index, 'amount_cents'], bedrooms: null, cents: fee.amount_cents }];
  return Object.entries(fee.amount_cents_by_bedrooms ?? {}).map(([bedrooms, cents]) => ({
    path: ['fees', index, 'amount_cents_by_bedrooms', bedrooms],
    bedrooms,
    cents,
  }));
}

/** Screening fees above the cap, all of them together per applicant: the amount that crosses it is named. */
function screeningFeeViolations(
  fees: readonly Fee[],
  rules: EffectiveRules,
  onDate: string,
): SettingsViolation[] {
  const limit = screeningFeeLimit(rules, onDate);
  if (!limit) return [];
  const facts: ViolationFacts = {
    limit: 'screening_fee',
    law: limit.law,
    cite: limit.cite,
    cents: limit.cents,
  };
  const violations: SettingsViolation[] = [];
  // Every screening fee is charged to each applicant: the fees before this one use up part of the cap.
  let chargedBefore = 0;
  fees.forEach((fee, index) => {
    if (fee.kind !== 'one_time' || fee.category !== FeeCategory.ApplicationFees || !chargedToApplicants(fee))
      return;
    const amounts = amountsOf(fee, index);
    for (const amount of amounts) {
      if (chargedBefore + amount.cents > limit.cents)
        violations.push({ path: amount.path, message: limit.rule, facts });
    }
    chargedBefore += Math.max(0, ...amounts.map((amount) => amount.cents));
  });
  return violations;
}

/**
 * Where the law allows no up-front fee but the screening fee, each other one-time fee, and each rental
 * option's one-time fee, under its amount.
 */
function upFrontFeeViolations(
  community: Pick<CommunityDefinition, 'fees' | 'rental_options'>,
  rules: EffectiveRules,
): SettingsViolation[] {
  const ban = upFrontFeeBan(rules);
  if (!ban) return [];
  const violation = (path: (string | number)[]): SettingsViolation => ({
    path,
    message: ban.rule,
    facts: { limit: 'up_front_fee', law: ban.law, cite: ban.cite },
  });
  const fees = community.fees.flatMap((fee, index) =>
    fee.kind === 'one_time' && fee.category !== FeeCategory.ApplicationFees
      ? amountsOf(fee, index)
          .filter((amount) => amount.cents > 0)
          .map((amount) => violation(amount.path))
      : [],
  );
  const options = community.rental_options.flatMap((option, index) =>
    (option.one_time_cents ?? 0) > 0 ? [violation(['rental_options', index, 'one_time_cents'])] : [],
  );
  return [...fees, ...options];
}

/** Deposits that, for some unit at its base rent, add up to more than the limit: the crossing amount is named. */
function depositViolations(
  community: Pick<CommunityDefinition, 'fees' | 'units'>,
  rules: EffectiveRules,
  onDate: string,
): SettingsViolation[] {
  const violations = new Map<string, SettingsViolation>();
  for (const unit of community.units) {
    const limit = depositLimit(rules, { rentCents: unit.base_rent_cents, onDate, smallLandlord: false });
    if (!limit) return [];
    const deposits = community.fees.flatMap((fee, index) =>
      fee.kind === 'deposit' && chargedToApplicants(fee)
        ? amountsOf(fee, index).filter(
            (amount) => amount.bedrooms === null || amount.bedrooms === String(unit.bedrooms),
          )
        : [],
    );
    const allowed = capInOrder(
      deposits.map((amount) => amount.cents),
      limit.cents,
    );
    const total = deposits.reduce((sum, amount) => sum + amount.cents, 0);
    deposits.forEach((amount, index) => {
      const key = amount.path.join('.');
      if (allowed[index] === amount.cents || violations.has(key)) return;
      violations.set(key, {
        path: amount.path,
        message: `${limit.rule} Unit ${unit.unit_number} rents for ${legalAmount(unit.base_rent_cents)} a month, and its deposits add up to ${legalAmount(total)}.`,
        facts: {
          limit: 'deposits',
          law: limit.law,
          cite: limit.cite,
          months: limit.months,
          unitNumber: unit.unit_number,
          rentCents: unit.base_rent_cents,
          totalCents: total,
        },
      });
    });
  }
  return [...violations.values()];
}

/**
 * What a community's settings configure above the laws of its place: screening fees above the cap,
 * deposits above the limit at a unit's base rent (a lease term priced lower is capped when charged), and
 * up-front fees where only the screening fee is allowed. `onDate` is the community's today.
 */
export function settingsViolations(
  community: Pick<CommunityDefinition, 'fees' | 'units' | 'rental_options'>,
  rules: EffectiveRules,
  onDate: string,
): SettingsViolation[] {
  return [
    ...screeningFeeViolations(community.fees, rules, onDate),
    ...depositViolations(community, rules, onDate),
    ...upFrontFeeViolations(community, rules),
  ];
}
