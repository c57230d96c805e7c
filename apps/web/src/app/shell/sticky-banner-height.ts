/** The custom property on <html> that holds the sticky top bar's height (Shell.module.css reads it). */
const BANNER_HEIGHT = '--sticky-banner-height';

/**
 * A ref callback for the sticky top bar: keeps its height on <html>, so what focus or a link scrolls to
 * stops below the bar instead of under it (WCAG 2.4.11). The bar grows when it wraps on a narrow screen
 * and when the strip for staff viewing as a user joins it.
 */
export function trackStickyBannerHeight(banner: HTMLElement | null): (() => void) | undefined {
  if (!banner) return undefined;
  const root = document.documentElement;
  const observer = new ResizeObserver(() =>
    root.style.setProperty(BANNER_HEIGHT, `${banner.offsetHeight}px`),
  );
  observer.observe(banner);
  return () => {
    observer.disconnect();
    root.style.removeProperty(BANNER_HEIGHT);
  };
}
