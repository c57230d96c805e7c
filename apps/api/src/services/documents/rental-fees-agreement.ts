import { FeeCategory } from '@portal/domain/constants/fee-categories';
import { RentalOptionCategory } from '@portal/domain/constants/rental-option-categories';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { companies } from '../../db/schema/companies.js';
import { concessions, fees, rentalOptions } from '../../db/schema/pricing.js';
import { findCommunity } from '../communities/find-community.js';
import { escapeMarkdownText as md } from './markdown-text.js';
import { formatDollars, formatPercent } from './money-text.js';

type FeeRow = typeof fees.$inferSelect;
type RentalOptionRow = typeof rentalOptions.$inferSelect;
type ConcessionRow = typeof concessions.$inferSelect;

/** How each transaction type reads in "charged on … only". */
const transactionTypePlurals: Record<number, string> = {
  [TransactionType.Application]: 'new applications',
  [TransactionType.LeaseRevision]: 'lease revisions',
  [TransactionType.Renewal]: 'renewals',
  [TransactionType.NoticeToVacate]: 'notices to vacate',
  [TransactionType.Transfer]: 'transfers',
  [TransactionType.LeaseDocument]: 'lease documents',
};

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** `{"0": 50000, "1": 50000, "2": 75000}` → "$500.00 for studio and 1-bedroom homes; $750.00 for 2-bedroom homes". */
export function describeAmountsByBedrooms(amounts: Record<string, number>): string {
  const groups: Array<{ cents: number; bedrooms: number[] }> = [];
  const entries = Object.entries(amounts)
    .map(([bedrooms, cents]) => ({ bedrooms: Number(bedrooms), cents }))
    .filter((entry) => Number.isInteger(entry.bedrooms))
    .sort((a, b) => a.bedrooms - b.bedrooms);
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && last.cents === entry.cents) last.bedrooms.push(entry.bedrooms);
    else groups.push({ cents: entry.cents, bedrooms: [entry.bedrooms] });
  }
  return groups
    .map(({ cents, bedrooms }) => {
      const kinds = bedrooms.map((count) => (count === 0 ? 'studio' : `${count}-bedroom`));
      return `${formatDollars(cents)} for ${joinWords(kinds)} homes`;
    })
    .join('; ');
}

function isDueWhenApplying(fee: FeeRow): boolean {
  return fee.category === FeeCategory.ApplicationFees || fee.category === FeeCategory.HoldingDeposits;
}

function feeLine(fee: FeeRow): string {
  const dueWhenApplying = isDueWhenApplying(fee);
  const perWhat =
    fee.per === 'adult_applicant'
      ? 'for each adult applicant and guarantor'
      : dueWhenApplying
        ? 'per application'
        : fee.kind === 'monthly'
          ? 'a month'
          : 'per lease';
  const conditions: string[] = [];
  if (fee.taxable) conditions.push('plus sales tax');
  const types = (fee.transactionTypes ?? []).map((type) => transactionTypePlurals[type]).filter(Boolean);
  if (types.length > 0) conditions.push(`charged on ${joinWords(types as string[])} only`);
  const suffix = conditions.length > 0 ? `, ${conditions.join(', ')}` : '';
  const help = fee.feeHelpText ? ` ${md(fee.feeHelpText.trim())}` : '';

  if (fee.amountCents !== null) {
    return `- **${md(fee.name)}: ${formatDollars(fee.amountCents)} ${perWhat}${suffix}.**${help}`;
  }
  if (fee.amountCentsByBedrooms && Object.keys(fee.amountCentsByBedrooms).length > 0) {
    const condition = conditions.length > 0 ? ` (${conditions.join(', ')})` : '';
    return `- **${md(fee.name)}${condition}:** ${describeAmountsByBedrooms(fee.amountCentsByBedrooms)}.${help}`;
  }
  return `- **${md(fee.name)}${suffix}:** the amount for your home is shown in your quote.${help}`;
}

function rentalOptionLine(option: RentalOptionRow): string {
  const prices: string[] = [];
  if (option.monthlyCents > 0) {
    prices.push(`${formatDollars(option.monthlyCents)} a month${option.taxable ? ' plus sales tax' : ''}`);
  }
  if (option.depositCents > 0) prices.push(`a ${formatDollars(option.depositCents)} deposit`);
  if (option.oneTimeCents > 0) prices.push(`a ${formatDollars(option.oneTimeCents)} one-time fee`);
  const price = prices.length > 0 ? joinWords(prices) : 'no charge';
  const details = [`Up to ${option.maxQuantity}.`];
  if (option.includedQuantity > 0 && option.includedForBedroomsAtLeast !== null) {
    details.push(
      `${option.includedQuantity} included with homes of ${option.includedForBedroomsAtLeast} or more bedrooms.`,
    );
  }
  return `- **${md(option.name)}: ${price}.** ${details.join(' ')}`;
}

function concessionLine(concession: ConcessionRow): string {
  const terms = concession.appliesToLeaseTermsMonths.map((months) => `${months}-month`);
  return `- **${md(concession.name)}:** ${formatDollars(Math.abs(concession.amountCents))} off the rent each month on ${joinWords(terms)} leases.`;
}

const categoryHeadings: Record<string, string> = {
  [RentalOptionCategory.Parking]: 'Parking',
  [RentalOptionCategory.Pets]: 'Pets',
  [RentalOptionCategory.Storage]: 'Storage',
  [RentalOptionCategory.WineCooler]: 'Wine cooler',
};

/** Optional items by category, in the order the community lists them. */
function optionalItemsSection(options: RentalOptionRow[]): string[] {
  if (options.length === 0) return [];
  const byCategory = new Map<string, RentalOptionRow[]>();
  for (const option of options)
    byCategory.set(option.category, [...(byCategory.get(option.category) ?? []), option]);
  const blocks = ['## Optional items', 'Charged only if you add them to your lease.'];
  for (const [category, rows] of byCategory) {
    blocks.push(`### ${categoryHeadings[category] ?? md(category)}`);
    if (category === RentalOptionCategory.Pets) {
      blocks.push('Assistance animals are welcome and are not charged pet rent, fees or deposits.');
    }
    blocks.push(rows.map(rentalOptionLine).join('\n'));
  }
  return blocks;
}

function section(heading: string, lines: string[], intro?: string): string[] {
  if (lines.length === 0) return [];
  return [`## ${heading}`, ...(intro ? [intro] : []), lines.join('\n')];
}

/**
 * GET /api/rental-fees-agreement/?community=: every fee, deposit, optional item and special the
 * community charges or offers, written out from its pricing rows. Amounts are integer cents in the
 * database and dollars here.
 */
export async function getRentalFeesAgreement({ db }: AppContext, slugOrId: string): Promise<string> {
  const community = await findCommunity(db, slugOrId);
  const [company] = await db.select().from(companies).where(eq(companies.id, community.companyId));
  if (!company) throw new Error(`Community ${community.slug} has no company`);
  const [feeRows, optionRows, concessionRows] = await Promise.all([
    db.select().from(fees).where(eq(fees.communityId, community.id)).orderBy(asc(fees.position)),
    db
      .select()
      .from(rentalOptions)
      .where(eq(rentalOptions.communityId, community.id))
      .orderBy(asc(rentalOptions.position)),
    db
      .select()
      .from(concessions)
      .where(eq(concessions.communityId, community.id))
      .orderBy(asc(concessions.id)),
  ]);

  const name = md(community.displayName);
  const dueWhenApplying = feeRows.filter(isDueWhenApplying);
  const oneTime = feeRows.filter((fee) => !isDueWhenApplying(fee) && fee.kind === 'one_time');
  const deposits = feeRows.filter((fee) => !isDueWhenApplying(fee) && fee.kind === 'deposit');
  const monthly = feeRows.filter((fee) => !isDueWhenApplying(fee) && fee.kind === 'monthly');
  const anythingTaxed = feeRows.some((fee) => fee.taxable) || optionRows.some((option) => option.taxable);

  const blocks = [
    '# Rental Fees Agreement',
    `**${name}**, ${md(community.normalizedStreetAddress)}. Managed by ${md(company.name)}.`,
    `This agreement lists every fee and deposit ${name} may charge in connection with your application and your lease, and the optional items and specials it offers. Amounts are in US dollars. The amounts that apply to you, based on your home, your lease term and the options you choose, are shown in the Fees & Deposits step before you pay anything.`,
    ...section('Due when you apply', dueWhenApplying.map(feeLine)),
    ...section('One-time fees', oneTime.map(feeLine)),
    ...section('Deposits', deposits.map(feeLine)),
    ...section('Monthly fees', monthly.map(feeLine), 'Charged each month with your rent.'),
    ...optionalItemsSection(optionRows),
    ...section('Specials', concessionRows.map(concessionLine)),
    ...(anythingTaxed
      ? [
          '## Sales tax',
          `Items marked "plus sales tax" are taxed at ${formatPercent(community.salesTaxBasisPoints)}.`,
        ]
      : []),
    '## Questions',
    `Call the ${name} leasing office at ${md(community.contactPhone)}.`,
  ];
  return `${blocks.join('\n\n')}\n`;
}
