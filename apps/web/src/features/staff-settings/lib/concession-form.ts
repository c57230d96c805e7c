import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import { dollarsText, itemReader, type ReadResult } from './section-values';

export type ConcessionDefinition = CommunityDefinition['concessions'][number];

/** One concession as its form's inputs hold it. */
export interface ConcessionValues {
  name: string;
  key: string;
  /** The monthly amount taken off the rent, in dollars as typed. */
  amount: string;
  /** The months of the lease terms it applies to, as the checkboxes give them. */
  terms: string[];
}

export function concessionValues(concession: ConcessionDefinition | undefined): ConcessionValues {
  return {
    name: concession?.name ?? '',
    key: concession?.key ?? '',
    amount: dollarsText(concession?.amount_cents),
    terms: (concession?.applies_to_lease_terms_months ?? []).map(String),
  };
}

/** The lease terms a concession may apply to: the community's, and any it applied to before. */
export function concessionTermChoices(
  leaseTerms: readonly number[],
  concession: ConcessionDefinition | undefined,
): number[] {
  const before = concession?.applies_to_lease_terms_months ?? [];
  return [...new Set([...leaseTerms, ...before])].sort((a, b) => a - b);
}

export function readConcession(
  values: ConcessionValues,
  otherKeys: readonly string[],
): ReadResult<ConcessionDefinition> {
  const reader = itemReader(values.key, otherKeys);
  return reader.result({
    key: values.key,
    name: values.name,
    kind: 'monthly_concession',
    amount_cents: reader.required('amount', reader.cents('amount', values.amount)),
    applies_to_lease_terms_months: values.terms.map(Number).sort((a, b) => a - b),
  });
}

/** The field of the concession form a path within the concession names. */
export function concessionFieldOf(path: string): string | undefined {
  const [field = ''] = path.split('.');
  if (field === 'amount_cents') return 'amount';
  if (field === 'applies_to_lease_terms_months') return 'terms';
  return field === 'key' || field === 'name' ? field : undefined;
}
