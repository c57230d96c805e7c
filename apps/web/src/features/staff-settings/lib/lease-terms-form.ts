import type { RenewalSettings } from '@portal/domain/schemas/community';
import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import { t } from '@/lib/i18n';
import { numberText, type ReadResult, ValueReader } from './section-values';

/** One lease term as its inputs hold it. */
export interface LeaseTermValues {
  months: string;
  /** The rent's adjustment for this term, in percent: "10" is 10% more, "-2" is 2% less. */
  adjustment: string;
}

type RenewalNumberField = Exclude<keyof RenewalSettings, 'renewal_lease_terms_months'>;

export type RenewalValues = Record<RenewalNumberField, string> & {
  /** The months of the renewal terms offered, as the checkboxes give them. */
  renewal_lease_terms_months: string[];
};

/** The lease terms section's inputs, under the community's own names where a field is one of its own. */
export interface LeaseTermsValues {
  terms: LeaseTermValues[];
  sales_tax_percent: string;
  renewals: RenewalValues;
}

export type LeaseTermsChange = Pick<
  CommunityDefinition,
  'lease_terms_months' | 'lease_term_price_adjustment_percent' | 'sales_tax_percent' | 'renewals'
>;

export const RENEWAL_NUMBER_FIELDS = [
  'renewal_offer_window_days',
  'renewal_rent_increase_percent',
  'renewal_max_increase_percent',
  'notice_to_vacate_days',
] as const satisfies readonly RenewalNumberField[];

export function leaseTermsValues(community: CommunityDefinition): LeaseTermsValues {
  const { renewals } = community;
  return {
    terms: community.lease_terms_months.map((months) => ({
      months: String(months),
      adjustment: numberText(community.lease_term_price_adjustment_percent[String(months)] ?? 0),
    })),
    sales_tax_percent: numberText(community.sales_tax_percent),
    renewals: {
      renewal_offer_window_days: numberText(renewals.renewal_offer_window_days),
      renewal_lease_terms_months: renewals.renewal_lease_terms_months.map(String),
      renewal_rent_increase_percent: numberText(renewals.renewal_rent_increase_percent),
      renewal_max_increase_percent: numberText(renewals.renewal_max_increase_percent),
      notice_to_vacate_days: numberText(renewals.notice_to_vacate_days),
    },
  };
}

/**
 * The terms a renewal may be offered for: the lease terms being offered, and those renewals were offered
 * for before (kept, so that saving never drops one nobody unchecked). Whole months, shortest first.
 */
export function renewalTermChoices(terms: readonly LeaseTermValues[], before: readonly number[]): number[] {
  const typed = terms.map((term) => Number(term.months.trim())).filter((m) => Number.isInteger(m) && m > 0);
  return [...new Set([...typed, ...before])].sort((a, b) => a - b);
}

export function readLeaseTerms(
  values: LeaseTermsValues,
  renewalTermsBefore: readonly number[],
): ReadResult<LeaseTermsChange> {
  const reader = new ValueReader();
  const months = values.terms.map((term, index) => reader.number(`terms.${index}.months`, term.months));
  months.forEach((term, index) => {
    if (term !== undefined && months.indexOf(term) !== index)
      reader.note(`terms.${index}.months`, t('communitySections.leaseTerms.duplicateTerm'));
  });
  const choices = renewalTermChoices(values.terms, renewalTermsBefore);
  const renewalNumber = (field: RenewalNumberField) =>
    reader.number(`renewals.${field}`, values.renewals[field]) as number;
  const change: LeaseTermsChange = {
    lease_terms_months: months as number[],
    lease_term_price_adjustment_percent: Object.fromEntries(
      values.terms.map((term, index) => [
        String(months[index]),
        reader.number(`terms.${index}.adjustment`, term.adjustment) ?? 0,
      ]),
    ),
    sales_tax_percent: reader.number('sales_tax_percent', values.sales_tax_percent) as number,
    renewals: {
      renewal_offer_window_days: renewalNumber('renewal_offer_window_days'),
      renewal_lease_terms_months: values.renewals.renewal_lease_terms_months
        .map(Number)
        .filter((term) => choices.includes(term))
        .sort((a, b) => a - b),
      renewal_rent_increase_percent: renewalNumber('renewal_rent_increase_percent'),
      renewal_max_increase_percent: renewalNumber('renewal_max_increase_percent'),
      notice_to_vacate_days: renewalNumber('notice_to_vacate_days'),
    },
  };
  return reader.result(change);
}

/** The field of the form a path of the community names (`lease_term_price_adjustment_percent.12`). */
export function leaseTermsFieldOf(path: string, values: LeaseTermsValues): string | undefined {
  const [field, part] = path.split('.');
  switch (field) {
    case 'lease_terms_months':
      return part === undefined ? 'terms.root' : `terms.${part}.months`;
    case 'lease_term_price_adjustment_percent': {
      const index = values.terms.findIndex(
        (term) => term.months.trim() !== '' && Number(term.months) === Number(part),
      );
      return index < 0 ? 'terms.root' : `terms.${index}.adjustment`;
    }
    case 'sales_tax_percent':
      return field;
    case 'renewals':
      return part === undefined ? undefined : `renewals.${part}`;
    default:
      return undefined;
  }
}
