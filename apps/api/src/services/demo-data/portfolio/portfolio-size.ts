/** What one company's portfolio holds at scale 1 (issue 40): the figures every scale is a fraction of. */
export const SCALE_ONE = {
  communities: 300,
  units: 60_000,
  /** New-lease applications (type 10), in every status. */
  applications: 250_000,
  /** Executed leases, renewals' leases among them. */
  leases: 40_000,
  auditRows: 3_000_000,
} as const;

export type PortfolioSize = { -readonly [K in keyof typeof SCALE_ONE]: number };

/**
 * The counts at `scale`, each at least what one community needs to show every kind of row: a tiny scale
 * still makes a portfolio a test can check, and the ratios (units per community, applications per lease)
 * stay those of scale 1.
 */
export function portfolioSize(scale: number): PortfolioSize {
  if (!(scale > 0)) throw new Error(`The scale must be a positive number, not ${scale}`);
  const of = (count: number, minimum: number) => Math.max(minimum, Math.round(count * scale));
  const communities = of(SCALE_ONE.communities, 1);
  return {
    communities,
    units: of(SCALE_ONE.units, communities * 20),
    applications: of(SCALE_ONE.applications, communities * 40),
    leases: of(SCALE_ONE.leases, communities * 8),
    auditRows: of(SCALE_ONE.auditRows, communities * 400),
  };
}

/** Splits `total` over `parts` as evenly as whole numbers allow: part i of n, the parts summing to total. */
export const shareOf = (total: number, part: number, parts: number) =>
  Math.floor((total * (part + 1)) / parts) - Math.floor((total * part) / parts);
