/** How often an income stream pays, as bank and payroll providers report it. */
export const payFrequencies = ['weekly', 'biweekly', 'semi_monthly', 'monthly', 'unknown'] as const;
export type PayFrequency = (typeof payFrequencies)[number];

const paysPerYear: Record<PayFrequency, number> = {
  weekly: 52,
  biweekly: 26,
  semi_monthly: 24,
  monthly: 12,
  // A stream whose rhythm the provider could not tell is counted at the least frequent one, so an
  // applicant's income is never overstated.
  unknown: 12,
};

const wording: Record<PayFrequency, string> = {
  weekly: 'paid weekly',
  biweekly: 'paid every two weeks',
  semi_monthly: 'paid twice a month',
  monthly: 'paid monthly',
  unknown: 'pay frequency unknown',
};

/** A paycheck's amount in cents, as cents per year. */
export function yearlyCents(perPayCents: number, frequency: PayFrequency): number {
  return perPayCents * paysPerYear[frequency];
}

export function payFrequencyWording(frequency: PayFrequency): string {
  return wording[frequency];
}

/** "BIWEEKLY", "semi-monthly", "Semi Monthly" … as one of ours; anything else is unknown. */
export function parsePayFrequency(text: string | null | undefined): PayFrequency {
  const normalized = (text ?? '').toLowerCase().replace(/[^a-z]/g, '');
  const match = payFrequencies.find((frequency) => frequency.replace('_', '') === normalized);
  return match ?? 'unknown';
}
