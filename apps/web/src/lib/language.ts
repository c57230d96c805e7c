import { DEFAULT_LANGUAGE, type Language, localeOf } from '@portal/domain/constants/languages';
import { useSyncExternalStore } from 'react';

// The language the pages are shown in: one value for the whole app, which `t()` and the Intl formatters
// read. It changes only once the new language's catalogs are in (i18n.ts, showLanguage), so a render never
// meets a text that is not there yet; what the person chose, and what a community offers, is
// language-choice.ts.

let shown: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

export function currentLanguage(): Language {
  return shown;
}

/** The locale dates, money and numbers are formatted in: en-US or es-US. */
export function currentLocale(): string {
  return localeOf[shown];
}

/** Shows the app in `language`: `<html lang>` follows, and every screen that reads texts renders again. */
export function setShownLanguage(language: Language): void {
  if (language === shown) return;
  shown = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shown language, re-rendering the component when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/**
 * A value built for the shown locale when first asked for in it (an Intl formatter), then kept for it: see
 * first-use.ts for why not when the module loads.
 */
export function perLocale<T>(build: (locale: string) => T): () => T {
  const built = new Map<string, T>();
  return () => {
    const locale = currentLocale();
    let value = built.get(locale);
    if (value === undefined) {
      value = build(locale);
      built.set(locale, value);
    }
    return value;
  };
}
