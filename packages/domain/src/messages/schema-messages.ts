import type { Language } from '../constants/languages.js';
import { type SchemaMessageCode, schemaMessagesEn } from './schema-messages-en.js';
import { schemaMessagesEs } from './schema-messages-es.js';
import { readTemplate } from './template.js';

const schemaMessages: Readonly<Record<Language, { readonly [Code in SchemaMessageCode]: string }>> = {
  en: schemaMessagesEn,
  es: schemaMessagesEs,
};

const codes = Object.keys(schemaMessagesEn) as SchemaMessageCode[];

/** The template a shared schema's English text was filled from, with its values; undefined for any other text. */
function recognize(english: string): { code: SchemaMessageCode; values: Record<string, string> } | undefined {
  for (const code of codes) {
    const values = readTemplate(schemaMessagesEn[code], english);
    if (values) return { code, values };
  }
  return undefined;
}

/** The code of a shared schema's English text (what an API reply names it by), when a template wrote it. */
export const schemaCodeOf = (english: string): SchemaMessageCode | undefined => recognize(english)?.code;

/**
 * A shared schema's English text said in `language`, its values carried over; undefined when no schema
 * template wrote it (zod's own wording, or a text from elsewhere).
 */
export function sayAgain(english: string, language: Language): string | undefined {
  if (language === 'en') return english;
  const recognized = recognize(english);
  return recognized
    ? schemaMessages[language][recognized.code].replace(
        /\{\{(\w+)\}\}/g,
        (_, name: string) => recognized.values[name] ?? '',
      )
    : undefined;
}
