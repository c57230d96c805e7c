const UNIQUE_VIOLATION = '23505';

/** Whether PostgreSQL refused a write for a unique constraint (either driver, wrapped by drizzle or not). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return (
    codeOf(error) === UNIQUE_VIOLATION || codeOf((error as { cause?: unknown }).cause) === UNIQUE_VIOLATION
  );
}
