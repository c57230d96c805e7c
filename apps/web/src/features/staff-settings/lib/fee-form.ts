import { FeeCategory } from '@portal/domain/constants/fee-categories';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import { t } from '@/lib/i18n';
import { dollarsText, itemReader, type ReadResult, type ValueReader } from './section-values';

export type FeeDefinition = CommunityDefinition['fees'][number];
export type FeeKind = FeeDefinition['kind'];

/** The groups of the fees list, in its order. */
export const FEE_KINDS = ['one_time', 'deposit', 'monthly'] as const satisfies readonly FeeKind[];

/** The categories a fee may have, each with what it makes the fee do ('' is none). */
export const FEE_CATEGORY_CHOICES = [
  FeeCategory.ApplicationFees,
  FeeCategory.HoldingDeposits,
  FeeCategory.TransferFees,
] as const;

/** The transactions a fee may be charged on only (none chosen: on all of them). */
export const FEE_TRANSACTION_TYPES = [TransactionType.Application, TransactionType.Transfer] as const;

/** One fee as its form's inputs hold it. */
export interface FeeValues {
  name: string;
  key: string;
  kind: FeeKind;
  /** The category code as the select gives it; '' for none. */
  category: string;
  /** One amount for every home, or an amount for each number of bedrooms. */
  pricing: 'flat' | 'by_bedrooms';
  amount: string;
  by_bedrooms: Array<{ bedrooms: string; amount: string }>;
  per: FeeDefinition['per'];
  fee_help_text: string;
  taxable: boolean;
  transaction_types: string[];
  /** An application fee's split for its itemized receipt, in dollars as typed; both empty: no split. */
  agency_amount: string;
  processing_amount: string;
}

/** An application fee of one amount: the one kind of fee split into the agency's charge and the time spent. */
export const splitsIntoParts = (values: Pick<FeeValues, 'category' | 'pricing'>) =>
  values.category === String(FeeCategory.ApplicationFees) && values.pricing === 'flat';

export function feeValues(fee: FeeDefinition | undefined): FeeValues {
  const byBedrooms = Object.entries(fee?.amount_cents_by_bedrooms ?? {}).sort(([a], [b]) => +a - +b);
  return {
    name: fee?.name ?? '',
    key: fee?.key ?? '',
    kind: fee?.kind ?? 'one_time',
    category: fee?.category === undefined ? '' : String(fee.category),
    pricing: byBedrooms.length > 0 ? 'by_bedrooms' : 'flat',
    amount: dollarsText(fee?.amount_cents),
    by_bedrooms: byBedrooms.map(([bedrooms, cents]) => ({ bedrooms, amount: dollarsText(cents) })),
    per: fee?.per ?? 'transaction',
    fee_help_text: fee?.fee_help_text ?? '',
    taxable: fee?.taxable ?? false,
    transaction_types: (fee?.transaction_types ?? []).map(String),
    agency_amount: dollarsText(fee?.itemization?.agency_cents),
    processing_amount: dollarsText(fee?.itemization?.processing_cents),
  };
}

/** The split typed in, when the fee splits and either part is: both parts are then needed. */
function readItemization(reader: ValueReader, values: FeeValues): Pick<FeeDefinition, 'itemization'> {
  const typed = [values.agency_amount, values.processing_amount].some((text) => text.trim() !== '');
  if (!splitsIntoParts(values) || !typed) return {};
  return {
    itemization: {
      agency_cents: reader.required('agency_amount', reader.cents('agency_amount', values.agency_amount)),
      processing_cents: reader.required(
        'processing_amount',
        reader.cents('processing_amount', values.processing_amount),
      ),
    },
  };
}

/** The amounts by bedrooms as the fee holds them: whole numbers of bedrooms, each once, each with an amount. */
function readByBedrooms(reader: ValueReader, rows: FeeValues['by_bedrooms']): Record<string, number> {
  if (rows.length === 0) reader.note('by_bedrooms.root', t('communitySections.fees.noBedroomAmounts'));
  const seen = new Set<number>();
  const entries = rows.map((row, index) => {
    const path = `by_bedrooms.${index}.bedrooms`;
    const bedrooms = reader.number(path, row.bedrooms);
    if (bedrooms === undefined) reader.note(path, t('communitySections.errors.required'));
    else if (!Number.isInteger(bedrooms) || bedrooms < 0 || bedrooms > 20)
      reader.note(path, t('communitySections.fees.bedroomsNumber'));
    else if (seen.has(bedrooms)) reader.note(path, t('communitySections.fees.bedroomsTwice'));
    seen.add(bedrooms ?? Number.NaN);
    const amountPath = `by_bedrooms.${index}.amount`;
    return [String(bedrooms), reader.required(amountPath, reader.cents(amountPath, row.amount))] as const;
  });
  return Object.fromEntries(entries);
}

/** The fee the form describes, and what of it cannot be read; `otherKeys` are the community's other fees'. */
export function readFee(values: FeeValues, otherKeys: readonly string[]): ReadResult<FeeDefinition> {
  const reader = itemReader(values.key, otherKeys);
  const helpText = values.fee_help_text.trim();
  const fee: FeeDefinition = {
    key: values.key,
    name: values.name,
    kind: values.kind,
    ...(values.category === '' ? {} : { category: Number(values.category) }),
    ...(values.pricing === 'flat'
      ? { amount_cents: reader.required('amount', reader.cents('amount', values.amount)) }
      : { amount_cents_by_bedrooms: readByBedrooms(reader, values.by_bedrooms) }),
    per: values.per,
    ...(helpText === '' ? {} : { fee_help_text: helpText }),
    taxable: values.taxable,
    ...(values.transaction_types.length === 0
      ? {}
      : { transaction_types: values.transaction_types.map(Number).sort((a, b) => a - b) }),
    ...readItemization(reader, values),
  };
  return reader.result(fee);
}

const SAME_NAMED = [
  'key',
  'name',
  'kind',
  'category',
  'per',
  'fee_help_text',
  'taxable',
  'transaction_types',
];

/** The field of the fee form a path within the fee names (`amount_cents`, `amount_cents_by_bedrooms.2`). */
export function feeFieldOf(path: string, values: FeeValues): string | undefined {
  const [field = '', part] = path.split('.');
  if (SAME_NAMED.includes(field)) return field;
  if (field === 'amount_cents') return values.pricing === 'flat' ? 'amount' : 'by_bedrooms.root';
  // A split that does not add up is told under its last part, the one typed to make it add up.
  if (field === 'itemization') return part === 'agency_cents' ? 'agency_amount' : 'processing_amount';
  if (field !== 'amount_cents_by_bedrooms') return undefined;
  const index = values.by_bedrooms.findIndex(
    (row) => row.bedrooms.trim() !== '' && Number(row.bedrooms) === Number(part),
  );
  return index < 0 ? 'by_bedrooms.root' : `by_bedrooms.${index}.amount`;
}
