import { type Language, localeOf } from '../constants/languages.js';
import { spelledOutDate } from '../dates/calendar-date.js';

/** The `{{name}}` placeholders of a catalog text, as a union of their names (never for a plain text). */
export type Placeholders<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/**
 * What fills a placeholder. Money, dates and lists are formatted for the reader's language, so a catalog
 * text never holds an amount or a month name of its own.
 */
export type MessageValue =
  | string
  | number
  | { readonly cents: number }
  | { readonly date: string }
  | { readonly either: readonly string[] };

export type MessageValues = Readonly<Record<string, MessageValue>>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The placeholder names of a text, sorted, each once: what the catalog test compares across languages. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

function formatValue(value: MessageValue, language: Language): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return new Intl.NumberFormat(localeOf[language]).format(value);
  if ('cents' in value) {
    return new Intl.NumberFormat(localeOf[language], { style: 'currency', currency: 'USD' }).format(
      value.cents / 100,
    );
  }
  if ('date' in value) {
    // English keeps the hand-written form every English text already uses ("January 24, 2027").
    if (language === 'en') return spelledOutDate(value.date);
    const date = new Date(`${value.date}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return value.date;
    return new Intl.DateTimeFormat(localeOf[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
  return new Intl.ListFormat(localeOf[language], { type: 'disjunction' }).format(value.either);
}

/** A catalog text with its placeholders filled; a placeholder without a value stays as written. */
export function fillTemplate(template: string, values: MessageValues, language: Language): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : formatValue(value, language);
  });
}

const patterns = new Map<string, RegExp>();

function patternOf(template: string): RegExp {
  let pattern = patterns.get(template);
  if (!pattern) {
    const parts = template.split(PLACEHOLDER);
    // split() with a capturing group alternates literal text and placeholder names.
    const source = parts
      .map((part, index) =>
        index % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : `(?<${part}>[\\s\\S]+?)`,
      )
      .join('');
    pattern = new RegExp(`^${source}$`);
    patterns.set(template, pattern);
  }
  return pattern;
}

/**
 * The values a text was filled with, when it was filled from this template; undefined when it was not.
 * How an English text a shared schema wrote is recognized, to be said again in another language.
 */
export function readTemplate(template: string, text: string): Record<string, string> | undefined {
  const match = patternOf(template).exec(text);
  return match ? { ...match.groups } : undefined;
}
