import type { BreakdownGroup, BreakdownItem } from '@portal/domain/pricing/breakdown-item';
import type { TFunction } from '@/lib/i18n';
import { formatCents } from '@/lib/money';

/** Spec §3: a concession is displayed as negative, whichever sign the group carries it with. */
export function shownAmount(item: Pick<BreakdownItem, 'amount' | 'type'>): string {
  return formatCents(item.type === 'concession' ? -Math.abs(item.amount) : item.amount);
}

/**
 * A group's total as a renter reads it: the server's amount plus the server's sales tax on it. This is
 * the only sum the browser makes, and it only adds two figures the server computed.
 */
export function groupTotalWithTax(group: Pick<BreakdownGroup, 'total' | 'total_tax'>): number {
  return group.total + group.total_tax;
}

/**
 * The short explanations under a charge's name (spec §9): how many at what price, "{n} incl." or
 * "assistance animal incl.", the per-day proration, months of a saving, and the sales tax on it.
 */
export function itemNotes(item: BreakdownItem, t: TFunction): string[] {
  const notes: string[] = [];
  const wholeIncluded = item.exempted || (item.included > 0 && item.included >= item.quantity);
  // A per-person fee lists its people instead; a wholly included option only says it is included.
  const counted =
    item.type === 'rental_option' || (item.type === 'application_fee' && item.line_items.length === 0);
  if (counted && item.quantity > 0 && !wholeIncluded) {
    notes.push(t('payments.breakdown.quantity', { count: item.quantity, price: formatCents(item.price) }));
  }
  if (item.exempted) notes.push(t('payments.breakdown.assistanceAnimal'));
  else if (item.included > 0) notes.push(t('payments.breakdown.included', { count: item.included }));
  // Nothing charged, nothing to prorate: "$0.00/day" would only puzzle.
  if (item.prorated && item.days !== null && item.per_day) {
    notes.push(t('payments.breakdown.prorated', { count: item.days, perDay: formatCents(item.per_day) }));
  }
  if (item.months !== null) {
    notes.push(
      t('payments.breakdown.savingsMonths', { count: item.months, price: formatCents(Math.abs(item.price)) }),
    );
  }
  if (item.tax !== 0) notes.push(t('payments.breakdown.tax', { amount: formatCents(item.tax) }));
  return notes;
}

/**
 * Who a per-person line of a fee is for: the viewer, someone invited, and anyone else by name where the
 * reader may know names (the leasing team), else as another applicant.
 */
export function personLabel(
  line: BreakdownItem['line_items'][number],
  viewerApplicantId: number | undefined,
  t: TFunction,
  applicantNames?: ReadonlyMap<number, string>,
): string {
  if (line.applicant === null) return t('payments.breakdown.invitee');
  if (line.applicant === viewerApplicantId) return t('payments.breakdown.you');
  return applicantNames?.get(line.applicant) ?? t('payments.breakdown.otherApplicant');
}
