import { todayIn } from '@portal/domain/dates/calendar-date';
import { type LeaseTermPrice, rentForTerm } from '@portal/domain/pricing/rent';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { units } from '../../db/schema/units.js';
import { escapeMarkdownText as md } from './markdown-text.js';
import { formatDollars } from './money-text.js';
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

function rentLine({ layout, lowest, highest }: { layout: string; lowest: number; highest: number }): string {
  const amount =
    lowest === highest ? formatDollars(lowest) : `${formatDollars(lowest)} to ${formatDollars(highest)}`;
  return `- **${md(layout)}:** ${amount} a month`;
}

/** The community's fee sheet as light Markdown: rent by layout, then every fee, deposit and option. */
export async function feeSheetText(
  context: AppContext,
  slugOrId: string,
): Promise<{ slug: string; title: string; text: string }> {
  const { priceList, companyName } = await loadFeeDocumentData(context, slugOrId);
  const { community, terms } = priceList;
  const unitRows = await context.db
    .select({ layout: units.layout, bedrooms: units.bedrooms, baseRentCents: units.baseRentCents })
    .from(units)
    .where(eq(units.communityId, community.id))
    .orderBy(asc(units.id));
  const termNames = joinWords(terms.map((term) => String(term.months)));
  const blocks = [
    `# ${md(community.displayName)} Fee Sheet`,
    `${md(community.normalizedStreetAddress)}. Managed by ${md(companyName)}. Prices as of ${todayIn(community.timezone, context.clock.now())}, in US dollars.`,
    '## Rent by layout',
    ...(terms.length > 0 ? [`Rent depends on the home and the lease term (${termNames} months).`] : []),
    rentRangesByLayout(unitRows, terms).map(rentLine).join('\n'),
    ...feeSections(priceList),
    ...questionsSection(community),
  ];
  return {
    slug: community.slug,
    title: `${community.displayName} Fee Sheet`,
    text: `${blocks.join('\n\n')}\n`,
  };
}
