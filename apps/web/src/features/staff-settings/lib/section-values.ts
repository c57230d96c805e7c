import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import { t } from '@/lib/i18n';
import { centsFromDollars, dollarsFromCents } from '@/lib/money';

// What the community sections' forms share: their inputs hold text as typed, read here into the numbers
// and cents of the community's shape; what cannot be read is a message under the field it was typed in.

/** A message for one field of a form, by its path in the form's values (`terms.0.months`). */
export interface FormIssue {
  path: string;
  message: string;
}

/** What a form's values read into: the change to check with the domain schema, and the unreadable fields. */
export interface ReadResult<Change> {
  value: Change;
  issues: FormIssue[];
}

/** Reads typed text into numbers, noting each field whose text is not one (one message per field). */
export class ValueReader {
  readonly issues: FormIssue[] = [];

  /** "8.25", "-2", "1,000" → a number; empty → undefined; anything else is noted and NaN. */
  number(path: string, text: string): number | undefined {
    const typed = text.replace(/[\s,]/g, '');
    if (typed === '') return undefined;
    if (/^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(typed)) return Number(typed);
    this.note(path, t('communitySections.errors.number'));
    return Number.NaN;
  }

  /** Dollars as typed → integer cents; empty → undefined; anything else is noted and NaN. */
  cents(path: string, text: string): number | undefined {
    if (text.trim() === '') return undefined;
    const cents = centsFromDollars(text);
    if (cents !== null) return cents;
    this.note(path, t('communitySections.errors.amount'));
    return Number.NaN;
  }

  /** A field that must be filled in: undefined becomes NaN so the schema's number check names it. */
  required<Value>(path: string, value: Value | undefined): Value | number {
    if (value !== undefined) return value;
    this.note(path, t('communitySections.errors.required'));
    return Number.NaN;
  }

  note(path: string, message: string): void {
    if (!this.issues.some((issue) => issue.path === path)) this.issues.push({ path, message });
  }

  result<Change>(value: Change): ReadResult<Change> {
    return { value, issues: this.issues };
  }
}

/** The reader of one item of a list (a fee, a concession, a rental option): its key is none of `otherKeys`. */
export function itemReader(key: string, otherKeys: readonly string[]): ValueReader {
  const reader = new ValueReader();
  if (otherKeys.includes(key.trim())) reader.note('key', t('communitySections.errors.keyTaken'));
  return reader;
}

/** A number as its input shows it: 8.25 → "8.25", undefined → "". */
export const numberText = (value: number | undefined): string => (value === undefined ? '' : String(value));

/** Cents as the dollars an input shows: 5000 → "50.00", undefined → "". */
export const dollarsText = (cents: number | undefined): string =>
  cents === undefined ? '' : dollarsFromCents(cents);

/** The key suggested for a new item from its name: "15-Month Lease Special" → "15-month-lease-special". */
export function keyFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 64)
    .replace(/^-+|-+$/g, '');
}

/** Each path names the form field it belongs to, or none. */
export type FieldOf = (path: string) => string | undefined;

/** The part of `path` under `prefix` ("fees.1." of "fees.1.amount_cents" is "amount_cents"), if it is there. */
export function pathUnder(path: string, prefix: string): string | undefined {
  return path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : undefined;
}

/** `fieldOf` for the paths under `prefix` only (a section's own part of the community: `settings`, `fees.2`). */
export function fieldUnder<Values>(
  prefix: string,
  fieldOf: (own: string, values: Values) => string | undefined,
): (path: string, values: Values) => string | undefined {
  return (path, values) => {
    const own = pathUnder(path, prefix);
    return own === undefined ? undefined : fieldOf(own, values);
  };
}

type ListName = 'fees' | 'concessions' | 'rental_options';

/**
 * The name of the fee, concession or rental option a path of the community is about ("fees.3.amount_cents"
 * is about the fourth fee), to say which one a message is for when it shows away from its fields.
 */
export function itemNameOf(community: CommunityDefinition, path: string): string | undefined {
  const match = /^(fees|concessions|rental_options)\.(\d+)(?:\.|$)/.exec(path);
  if (!match) return undefined;
  return community[match[1] as ListName][Number(match[2])]?.name;
}
