/**
 * The first Intl formatter a page builds loads the browser's ICU data: 40–80 ms on a laptop, four times that
 * on Lighthouse's phone, inside the render that first shows a price or today's date (docs/benchmarks.md,
 * "ICU loaded off the main thread"). ICU keeps that data for the whole renderer process, so a worker that
 * builds the same kinds of formatters first pays the cost on another thread, and the page's own formatters
 * take a millisecond or two.
 */
export function warmUpIntlOffMainThread(locale: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    // The worker builds its formatters in the locale its name gives.
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { name: locale });
  } catch {
    // Only a speed-up: a browser that refuses the worker builds its formatters on the main thread as before.
  }
}
