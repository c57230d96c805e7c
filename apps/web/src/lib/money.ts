const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

const dollarsWithCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Integer cents as US dollars for people: whole amounts without cents ($1,450), others with both
 * decimals ($1,450.50). Money stays in integer cents everywhere else.
 */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  const amount = Math.round(cents) / 100;
  return Number.isInteger(amount) ? dollars.format(amount) : dollarsWithCents.format(amount);
}
