import { useEffect, useRef } from 'react';

/** Moves focus to a section's heading once, when the page was opened at that section. */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'start' });
  }, [enabled]);
  return ref;
}
