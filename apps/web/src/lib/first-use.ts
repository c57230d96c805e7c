/**
 * A value built when first asked for, not as its module loads. For Intl formatters: a page's modules load
 * while the ICU warm-up worker (intl-warm-up.ts) is still loading ICU's data, and a formatter built then
 * waits for it on the main thread (37–153 ms under Lighthouse's slowdown on lease terms); by the first
 * render that shows a price or a date, the worker is done.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}
