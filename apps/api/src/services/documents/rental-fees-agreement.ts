import { FeeCategory } from '@portal/domain/constants/fee-categories';
import { RentalOptionCategory } from '@portal/domain/constants/rental-option-categories';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { companies } from '../../db/schema/companies.js';
import { type CommunityRow, findCommunity } from '../communities/find-community.js';
import {
  type CommunityPriceList,
  type ConcessionRow,
  type FeeRow,
  loadPriceList,
} from '../pricing/community-price-list.js';
import type { RentalOptionRow } from '../units/list-rental-options.js';
import { escapeMarkdownText as md } from './markdown-text.js';
import { formatDollars, formatPercent } from './money-text.js';

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

/** A community's prices, with its company, as the fee documents describe them. */
export interface FeeDocumentData {
  priceList: CommunityPriceList;
  companyName: string;
}

export async function loadFeeDocumentData({ db }: AppContext, slugOrId: string): Promise<FeeDocumentData> {
  const community = await findCommunity(db, slugOrId);
  const [company] = await db.select().from(companies).where(eq(companies.id, community.companyId));
  if (!company) throw new Error(`Community ${community.slug} has no company`);
  return { priceList: await loadPriceList(db, community.id), companyName: company.name };
}

/**
 * Every fee, deposit, optional item and special the community charges or offers, as Markdown sections
 * written from its pricing rows: the body of the rental fees agreement and of the fee sheet.
 */
export function feeSections({
  community,
  fees: feeRows,
  options,
  concessions,
}: CommunityPriceList): string[] {
  const dueWhenApplying = feeRows.filter(isDueWhenApplying);
  const oneTime = feeRows.filter((fee) => !isDueWhenApplying(fee) && fee.kind === 'one_time');
  const deposits = feeRows.filter((fee) => !isDueWhenApplying(fee) && fee.kind === 'deposit');
  const monthly = feeRows.filter((fee) => !isDueWhenApplying(fee) && fee.kind === 'monthly');
  const anythingTaxed = feeRows.some((fee) => fee.taxable) || options.some((option) => option.taxable);
  return [
    ...section('Due when you apply', dueWhenApplying.map(feeLine)),
    ...section('One-time fees', oneTime.map(feeLine)),
    ...section('Deposits', deposits.map(feeLine)),
    ...section('Monthly fees', monthly.map(feeLine), 'Charged each month with your rent.'),
    ...optionalItemsSection(options),
    ...section('Specials', concessions.map(concessionLine)),
    ...(anythingTaxed
      ? [
          '## Sales tax',
          `Items marked "plus sales tax" are taxed at ${formatPercent(community.salesTaxBasisPoints)}.`,
        ]
      : []),
  ];
}

/** The closing section of the fee documents. */
export function questionsSection(community: CommunityRow): string[] {
  return [
    '## Questions',
    `Call the ${md(community.displayName)} leasing office at ${md(community.contactPhone)}.`,
  ];
}

/**
 * GET /api/rental-fees-agreement/?community=: the community's fees, deposits, optional items and specials.
 * Amounts are integer cents in the database and dollars here.
 */
export async function getRentalFeesAgreement(context: AppContext, slugOrId: string): Promise<string> {
  const { priceList, companyName } = await loadFeeDocumentData(context, slugOrId);
  const { community } = priceList;
  const name = md(community.displayName);
  const blocks = [
    '# Rental Fees Agreement',
    `**${name}**, ${md(community.normalizedStreetAddress)}. Managed by ${md(companyName)}.`,
    `This agreement lists every fee and deposit ${name} may charge in connection with your application and your lease, and the optional items and specials it offers. Amounts are in US dollars. The amounts that apply to you, based on your home, your lease term and the options you choose, are shown in the Fees & Deposits step before you pay anything.`,
    ...feeSections(priceList),
    ...questionsSection(community),
  ];
  return `${blocks.join('\n\n')}\n`;
}
