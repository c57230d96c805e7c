/**
 * Web storage that never throws: storage can be disabled, full or missing (private modes, tests), and
 * losing one of these small values only costs the user a step, never the page.
 */
function storage(kind: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

export function readStored(kind: 'sessionStorage' | 'localStorage', key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: 'sessionStorage' | 'localStorage', key: string, value: string): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Nothing to do: see above.
  }
}

export function removeStored(kind: 'sessionStorage' | 'localStorage', key: string): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // Nothing to do: see above.
  }
}
