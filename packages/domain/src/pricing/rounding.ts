/**
 * numerator / denominator rounded half away from zero to a whole number (pricing rules: "Round"), in
 * exact integer arithmetic so no floating-point error can shift a cent.
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(
      `divideRounded needs safe integers and a non-zero denominator: ${numerator}/${denominator}`,
    );
  }
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  const rounded = remainder * 2 >= d ? quotient + 1 : quotient;
  return sign * rounded || 0;
}

/** amount × basis points / 10,000, rounded: 8.25 % is 825 basis points. */
export function applyBasisPoints(amountCents: number, basisPoints: number): number {
  return divideRounded(amountCents * basisPoints, 10_000);
}
