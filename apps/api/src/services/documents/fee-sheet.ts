import type { Language } from '@portal/domain/constants/languages';
import { todayIn } from '@portal/domain/dates/calendar-date';
import { type LeaseTermPrice, rentForTerm } from '@portal/domain/pricing/rent';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { units } from '../../db/schema/units.js';
import { printedDay } from '../../messages/catalog-text.js';
import { documentText } from '../../messages/documents-text.js';
import { escapeMarkdownText as md } from './markdown-text.js';
import { formatMoney } from './money-text.js';
import { feeSections, joinWords, loadFeeDocumentData, questionsSection } from './rental-fees-agreement.js';

type UnitPrice = { layout: string; bedrooms: number; baseRentCents: number };

/** Pricing rules: the lowest and highest rent of each layout over its units and the lease terms offered. */
export function rentRangesByLayout(
  rows: readonly UnitPrice[],
  terms: readonly LeaseTermPrice[],
): Array<{ layout: string; lowest: number; highest: number }> {
  const ranges = new Map<string, { layout: string; bedrooms: number; lowest: number; highest: number }>();
  for (const unit of rows) {
    const rents =
      terms.length > 0 ? terms.map((term) => rentForTerm(unit.baseRentCents, term)) : [unit.baseRentCents];
    const range = ranges.get(unit.layout) ?? {
      layout: unit.layout,
      bedrooms: unit.bedrooms,
      lowest: Number.POSITIVE_INFINITY,
      highest: 0,
    };
    range.lowest = Math.min(range.lowest, ...rents);
    range.highest = Math.max(range.highest, ...rents);
    ranges.set(unit.layout, range);
  }
  return [...ranges.values()]
    .sort((a, b) => a.bedrooms - b.bedrooms || a.layout.localeCompare(b.layout))
    .map(({ layout, lowest, highest }) => ({ layout, lowest, highest }));
}

function rentLine(
  { layout, lowest, highest }: { layout: string; lowest: number; highest: number },
  language: Language,
): string {
  const amount =
    lowest === highest
      ? formatMoney(lowest, language)
      : documentText(language, 'rent_range', { lowest: { cents: lowest }, highest: { cents: highest } });
  return `- **${md(layout)}:** ${documentText(language, 'a_month', { amount })}`;
}

/** The community's fee sheet as light Markdown in the reader's language: rent by layout, then every fee, deposit and option. */
export async function feeSheetText(
  context: AppContext,
  slugOrId: string,
  language: Language,
): Promise<{ slug: string; title: string; text: string }> {
  const { priceList, companyName, law } = await loadFeeDocumentData(context, slugOrId);
  const { community, terms } = priceList;
  const unitRows = await context.db
    .select({ layout: units.layout, bedrooms: units.bedrooms, baseRentCents: units.baseRentCents })
    .from(units)
    .where(eq(units.communityId, community.id))
    .orderBy(asc(units.id));
  const termNames = joinWords(
    terms.map((term) => String(term.months)),
    language,
  );
  const title = (community: string) => documentText(language, 'fee_sheet_title', { community });
  const blocks = [
    `# ${title(md(community.displayName))}`,
    documentText(language, 'fee_sheet_intro', {
      address: md(community.normalizedStreetAddress),
      company: md(companyName),
      date: printedDay(todayIn(community.timezone, context.clock.now()), language),
    }),
    `## ${documentText(language, 'rent_by_layout')}`,
    ...(terms.length > 0 ? [documentText(language, 'rent_depends', { terms: termNames })] : []),
    rentRangesByLayout(unitRows, terms)
      .map((range) => rentLine(range, language))
      .join('\n'),
    ...feeSections(priceList, language, law),
    ...questionsSection(community, language),
  ];
  return { slug: community.slug, title: title(community.displayName), text: `${blocks.join('\n\n')}\n` };
}
