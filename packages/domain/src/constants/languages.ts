/**
 * The languages the portal speaks (issue 38). English comes first: it is the default, the language of every
 * text the spec writes word for word, and the one the staff console and operators' settings stay in.
 */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale each language formats dates, money and numbers in: US English and US Spanish. */
export const localeOf: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The first language of a preference list (`navigator.languages`, an Accept-Language header's tags in
 * order) that the portal speaks, by primary subtag: `es-MX` is Spanish; none of them is English.
 */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
