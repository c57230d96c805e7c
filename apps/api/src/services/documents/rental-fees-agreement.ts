import { FeeCategory } from '@portal/domain/constants/fee-categories';
import { type Language, localeOf } from '@portal/domain/constants/languages';
import { RentalOptionCategory } from '@portal/domain/constants/rental-option-categories';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { companies } from '../../db/schema/companies.js';
import { documentText, type PlainDocumentsCode } from '../../messages/documents-text.js';
import { type CommunityRow, findCommunity } from '../communities/find-community.js';
import {
  type CommunityPriceList,
  type ConcessionRow,
  type FeeRow,
  loadPriceList,
} from '../pricing/community-price-list.js';
import type { RentalOptionRow } from '../units/list-rental-options.js';
import {
  depositLawText,
  type FeeDocumentLaw,
  feeDocumentLaw,
  feeLawText,
  feesAsCharged,
} from './fee-document-law.js';
import { escapeMarkdownText as md } from './markdown-text.js';
import { formatMoney, formatPercent } from './money-text.js';

/** How each transaction type reads in "charged on … only". */
const transactionTypePlurals: Record<number, PlainDocumentsCode> = {
  [TransactionType.Application]: 'applications_new',
  [TransactionType.LeaseRevision]: 'applications_lease_revision',
  [TransactionType.Renewal]: 'applications_renewal',
  [TransactionType.NoticeToVacate]: 'applications_notice_to_vacate',
  [TransactionType.Transfer]: 'applications_transfer',
  [TransactionType.LeaseDocument]: 'applications_lease_document',
};

/** "a", "a and b", "a, b and c" in English (no serial comma, as every English text has it); "a, b y c". */
export function joinWords(words: readonly string[], language: Language = 'en'): string {
  if (language !== 'en')
    return new Intl.ListFormat(localeOf[language], { type: 'conjunction' }).format(words);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function homesWith(bedrooms: number, language: Language): string {
  if (bedrooms === 0) return documentText(language, 'homes_studio');
  if (bedrooms === 1) return documentText(language, 'homes_one_bedroom');
  return documentText(language, 'homes_bedrooms', { count: String(bedrooms) });
}

/** `{"0": 50000, "1": 50000, "2": 75000}` → "$500.00 for studio and 1-bedroom homes; $750.00 for 2-bedroom homes". */
export function describeAmountsByBedrooms(amounts: Record<string, number>, language: Language): string {
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
    .map(({ cents, bedrooms }) =>
      documentText(language, 'amount_for_homes', {
        amount: { cents },
        kinds: joinWords(
          bedrooms.map((count) => homesWith(count, language)),
          language,
        ),
      }),
    )
    .join('; ');
}

function isDueWhenApplying(fee: FeeRow): boolean {
  return fee.category === FeeCategory.ApplicationFees || fee.category === FeeCategory.HoldingDeposits;
}

function perWhatOf(fee: FeeRow): PlainDocumentsCode {
  if (fee.per === 'adult_applicant') return 'per_adult';
  if (isDueWhenApplying(fee)) return 'per_application';
  return fee.kind === 'monthly' ? 'per_month' : 'per_lease';
}

function feeLine(fee: FeeRow, language: Language, law: FeeDocumentLaw): string {
  const conditions: string[] = [];
  if (fee.taxable) conditions.push(documentText(language, 'plus_sales_tax'));
  const types = (fee.transactionTypes ?? []).flatMap((type) => {
    const code = transactionTypePlurals[type];
    return code ? [documentText(language, code)] : [];
  });
  if (types.length > 0) {
    conditions.push(documentText(language, 'charged_on_only', { types: joinWords(types, language) }));
  }
  const suffix = conditions.length > 0 ? `, ${conditions.join(', ')}` : '';
  const help = `${fee.feeHelpText ? ` ${md(fee.feeHelpText.trim())}` : ''}${feeLawText(fee, law, language)}`;

  if (fee.amountCents !== null) {
    const perWhat = documentText(language, perWhatOf(fee));
    return `- **${md(fee.name)}: ${formatMoney(fee.amountCents, language)} ${perWhat}${suffix}.**${help}`;
  }
  if (fee.amountCentsByBedrooms && Object.keys(fee.amountCentsByBedrooms).length > 0) {
    const condition = conditions.length > 0 ? ` (${conditions.join(', ')})` : '';
    return `- **${md(fee.name)}${condition}:** ${describeAmountsByBedrooms(fee.amountCentsByBedrooms, language)}.${help}`;
  }
  return `- **${md(fee.name)}${suffix}:** ${documentText(language, 'amount_in_quote')}${help}`;
}

function rentalOptionLine(option: RentalOptionRow, language: Language): string {
  const prices: string[] = [];
  if (option.monthlyCents > 0) {
    const amount = { cents: option.monthlyCents };
    prices.push(documentText(language, option.taxable ? 'option_monthly_taxed' : 'a_month', { amount }));
  }
  if (option.depositCents > 0) {
    prices.push(documentText(language, 'option_deposit', { amount: { cents: option.depositCents } }));
  }
  if (option.oneTimeCents > 0) {
    prices.push(documentText(language, 'option_one_time_fee', { amount: { cents: option.oneTimeCents } }));
  }
  const price = prices.length > 0 ? joinWords(prices, language) : documentText(language, 'option_no_charge');
  const details = [documentText(language, 'option_up_to', { count: String(option.maxQuantity) })];
  if (option.includedQuantity > 0 && option.includedForBedroomsAtLeast !== null) {
    details.push(
      documentText(language, 'option_included', {
        count: String(option.includedQuantity),
        bedrooms: String(option.includedForBedroomsAtLeast),
      }),
    );
  }
  return `- **${md(option.name)}: ${price}.** ${details.join(' ')}`;
}

function concessionLine(concession: ConcessionRow, language: Language): string {
  const terms = concession.appliesToLeaseTermsMonths.map((months) =>
    documentText(language, 'concession_term', { months: String(months) }),
  );
  const saving = documentText(language, 'concession', {
    amount: { cents: Math.abs(concession.amountCents) },
    terms: joinWords(terms, language),
  });
  return `- **${md(concession.name)}:** ${saving}`;
}

const categoryHeadings: Record<string, PlainDocumentsCode> = {
  [RentalOptionCategory.Parking]: 'category_parking',
  [RentalOptionCategory.Pets]: 'category_pets',
  [RentalOptionCategory.Storage]: 'category_storage',
  [RentalOptionCategory.WineCooler]: 'category_wine_cooler',
};

/** Optional items by category, in the order the community lists them. */
function optionalItemsSection(options: RentalOptionRow[], language: Language): string[] {
  if (options.length === 0) return [];
  const byCategory = new Map<string, RentalOptionRow[]>();
  for (const option of options)
    byCategory.set(option.category, [...(byCategory.get(option.category) ?? []), option]);
  const blocks = [
    `## ${documentText(language, 'optional_items')}`,
    documentText(language, 'optional_items_intro'),
  ];
  for (const [category, rows] of byCategory) {
    const heading = categoryHeadings[category];
    blocks.push(`### ${heading ? documentText(language, heading) : md(category)}`);
    if (category === RentalOptionCategory.Pets) blocks.push(documentText(language, 'assistance_animals'));
    blocks.push(rows.map((row) => rentalOptionLine(row, language)).join('\n'));
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
  law: FeeDocumentLaw;
}

export async function loadFeeDocumentData(context: AppContext, slugOrId: string): Promise<FeeDocumentData> {
  const { db } = context;
  const community = await findCommunity(db, slugOrId);
  const [company] = await db.select().from(companies).where(eq(companies.id, community.companyId));
  if (!company) throw new Error(`Community ${community.slug} has no company`);
  return {
    priceList: await loadPriceList(db, community.id),
    companyName: company.name,
    law: await feeDocumentLaw(context, community),
  };
}

/**
 * Every fee, deposit, optional item and special the community charges or offers, as Markdown sections
 * written from its pricing rows in the reader's language: the body of the rental fees agreement and of
 * the fee sheet. Each figure is the one charged under the law of the community's place (`law`), which says so.
 */
export function feeSections(
  { community, fees: configuredFees, options, concessions }: CommunityPriceList,
  language: Language,
  law: FeeDocumentLaw,
): string[] {
  const say = (code: PlainDocumentsCode) => documentText(language, code);
  const feeRows = feesAsCharged(configuredFees, law);
  const lines = (fees: FeeRow[]) => fees.map((fee) => feeLine(fee, language, law));
  const dueWhenApplying = feeRows.filter(isDueWhenApplying);
  const oneTime = feeRows.filter((fee) => !isDueWhenApplying(fee) && fee.kind === 'one_time');
  const deposits = feeRows.filter((fee) => !isDueWhenApplying(fee) && fee.kind === 'deposit');
  const monthly = feeRows.filter((fee) => !isDueWhenApplying(fee) && fee.kind === 'monthly');
  const anythingTaxed = feeRows.some((fee) => fee.taxable) || options.some((option) => option.taxable);
  return [
    ...section(say('due_when_you_apply'), lines(dueWhenApplying)),
    ...section(say('one_time_fees'), lines(oneTime)),
    ...section(say('deposits'), lines(deposits), depositLawText(law, language)),
    ...section(say('monthly_fees'), lines(monthly), say('monthly_fees_intro')),
    ...optionalItemsSection(options, language),
    ...section(
      say('specials'),
      concessions.map((concession) => concessionLine(concession, language)),
    ),
    ...(anythingTaxed
      ? [
          `## ${say('sales_tax')}`,
          documentText(language, 'sales_tax_rate', { rate: formatPercent(community.salesTaxBasisPoints) }),
        ]
      : []),
  ];
}

/** The closing section of the fee documents. */
export function questionsSection(community: CommunityRow, language: Language): string[] {
  return [
    `## ${documentText(language, 'questions')}`,
    documentText(language, 'call_the_office', {
      community: md(community.displayName),
      phone: md(community.contactPhone),
    }),
  ];
}

/**
 * GET /api/rental-fees-agreement/?community=: the community's fees, deposits, optional items and specials,
 * in the reader's language. Amounts are integer cents in the database and dollars here.
 */
export async function getRentalFeesAgreement(
  context: AppContext,
  slugOrId: string,
  language: Language,
): Promise<string> {
  const { priceList, companyName, law } = await loadFeeDocumentData(context, slugOrId);
  const { community } = priceList;
  const name = md(community.displayName);
  const blocks = [
    `# ${documentText(language, 'agreement_title')}`,
    documentText(language, 'agreement_managed_by', {
      community: `**${name}**`,
      address: md(community.normalizedStreetAddress),
      company: md(companyName),
    }),
    documentText(language, 'agreement_intro', { community: name }),
    ...feeSections(priceList, language, law),
    ...questionsSection(community, language),
  ];
  return `${blocks.join('\n\n')}\n`;
}
