import type { Applicant } from '@portal/domain/schemas/lease-transaction';
import { dollarsFromCents } from './source-form';

/** What the stated income form's inputs hold: dollars as typed, commas and all. */
export interface StatedIncomeValues {
  stated_income: string;
  stated_assets: string;
}

export const STATED_INCOME_FIELDS = ['stated_income', 'stated_assets'] as const satisfies ReadonlyArray<
  keyof StatedIncomeValues
>;

/** Spec part 2 §5: the amounts go as dollars with the commas people type stripped. */
export function statedIncomeBody(values: StatedIncomeValues): StatedIncomeValues {
  return {
    stated_income: values.stated_income.replaceAll(',', '').trim(),
    stated_assets: values.stated_assets.replaceAll(',', '').trim(),
  };
}

/** "I Don't Have Income or Assets" states 0 and 0. */
export const NO_STATED_INCOME = { stated_income: 0, stated_assets: 0 } as const;

/** The form as the applicant left it: what they stated before, or empty. */
export function statedIncomeDefaults(
  applicant: Pick<Applicant, 'stated_income' | 'stated_assets'>,
): StatedIncomeValues {
  const dollars = (cents: number | null) => (cents === null ? '' : dollarsFromCents(cents));
  return { stated_income: dollars(applicant.stated_income), stated_assets: dollars(applicant.stated_assets) };
}
