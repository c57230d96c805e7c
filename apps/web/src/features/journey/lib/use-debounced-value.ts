import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `delayMs` (compared by JSON, so fresh objects are fine). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the JSON key stands for `value`.
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return debounced;
}
