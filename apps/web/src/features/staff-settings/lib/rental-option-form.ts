import { rentalOptionCategories } from '@portal/domain/constants/rental-option-categories';
import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import { dollarsText, itemReader, numberText, type ReadResult } from './section-values';

export type RentalOptionDefinition = CommunityDefinition['rental_options'][number];

/** One rental option as its form's inputs hold it: amounts in dollars, counts as typed. */
export interface RentalOptionValues {
  category: string;
  name: string;
  key: string;
  monthly: string;
  deposit: string;
  one_time: string;
  max_quantity: string;
  /** Homes with at least this many bedrooms include `included_quantity` of the option; both empty: none. */
  included_bedrooms: string;
  included_quantity: string;
  taxable: boolean;
}

export function rentalOptionValues(option: RentalOptionDefinition | undefined): RentalOptionValues {
  const included = option?.included_quantity_for_bedrooms_at_least;
  return {
    category: option?.category ?? rentalOptionCategories[0] ?? '',
    name: option?.name ?? '',
    key: option?.key ?? '',
    monthly: dollarsText(option?.monthly_cents),
    deposit: dollarsText(option?.deposit_cents),
    one_time: dollarsText(option?.one_time_cents),
    max_quantity: numberText(option?.max_quantity ?? 1),
    included_bedrooms: numberText(included?.bedrooms),
    included_quantity: numberText(included?.quantity),
    taxable: option?.taxable ?? false,
  };
}

/** The categories to choose from: the portal's, and the option's own when it is another. */
export function rentalOptionCategoryChoices(option: RentalOptionDefinition | undefined): string[] {
  return [...new Set([...rentalOptionCategories, ...(option ? [option.category] : [])])];
}

export function readRentalOption(
  values: RentalOptionValues,
  otherKeys: readonly string[],
): ReadResult<RentalOptionDefinition> {
  const reader = itemReader(values.key, otherKeys);
  const deposit = reader.cents('deposit', values.deposit);
  const oneTime = reader.cents('one_time', values.one_time);
  const bedrooms = reader.number('included_bedrooms', values.included_bedrooms);
  const quantity = reader.number('included_quantity', values.included_quantity);
  const includes = bedrooms !== undefined || quantity !== undefined;
  return reader.result({
    key: values.key,
    category: values.category,
    name: values.name,
    monthly_cents: reader.required('monthly', reader.cents('monthly', values.monthly)),
    ...(deposit === undefined ? {} : { deposit_cents: deposit }),
    ...(oneTime === undefined ? {} : { one_time_cents: oneTime }),
    max_quantity: reader.number('max_quantity', values.max_quantity) as number,
    ...(includes
      ? {
          included_quantity_for_bedrooms_at_least: {
            bedrooms: reader.required('included_bedrooms', bedrooms),
            quantity: reader.required('included_quantity', quantity),
          },
        }
      : {}),
    taxable: values.taxable,
  });
}

const FIELDS: Record<string, keyof RentalOptionValues> = {
  key: 'key',
  category: 'category',
  name: 'name',
  monthly_cents: 'monthly',
  deposit_cents: 'deposit',
  one_time_cents: 'one_time',
  max_quantity: 'max_quantity',
  included_quantity_for_bedrooms_at_least: 'included_bedrooms',
  'included_quantity_for_bedrooms_at_least.bedrooms': 'included_bedrooms',
  'included_quantity_for_bedrooms_at_least.quantity': 'included_quantity',
  taxable: 'taxable',
};

/** The field of the rental option form a path within the option names. */
export function rentalOptionFieldOf(path: string): string | undefined {
  return Object.hasOwn(FIELDS, path) ? FIELDS[path] : undefined;
}
