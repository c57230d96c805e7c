/** One value that changed, at its dotted path (`theme.primary_color`), written out to be read. */
export interface HistoryChange {
  path: string;
  /** Null when the field had no value on that side (absent, or the community did not exist yet). */
  before: string | null;
  after: string | null;
}

type Fields = Record<string, unknown> | null | undefined;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as the history shows it: text as it is, anything else as JSON. */
export function historyValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

/** Plain objects opened into their dotted paths; lists and values stay whole. */
function flatten(fields: Fields, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(fields ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) flatten(value, path, into);
    else into.set(path, value);
  }
  return into;
}

/** The top-level fields an entry changed, in the order the API wrote them. */
export function changedFields(before: Fields, after: Fields): string[] {
  return [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
}

/** Each value an entry changed, `theme` and `settings` opened field by field; unchanged ones left out. */
export function historyChanges(before: Fields, after: Fields): HistoryChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const paths = [...new Set([...now.keys(), ...old.keys()])];
  return paths
    .map((path) => ({ path, before: historyValue(old.get(path)), after: historyValue(now.get(path)) }))
    .filter((change) => change.before !== change.after);
}
