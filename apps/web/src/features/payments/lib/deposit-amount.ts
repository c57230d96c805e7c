/**
 * A micro-deposit as the bank statement shows it ("0.32", "$0.32", ".32") in cents, or null when it does
 * not read as an amount under one dollar.
 */
export function depositCents(text: string): number | null {
  const match = /^\$?\s*0?\.(\d{2})$/.exec(text.trim());
  if (!match?.[1]) return null;
  const cents = Number(match[1]);
  return cents >= 1 ? cents : null;
}
