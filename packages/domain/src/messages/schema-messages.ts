import type { Language } from '../constants/languages.js';
import { type SchemaMessageCode, schemaMessagesEn } from './schema-messages-en.js';
import { schemaMessagesEs } from './schema-messages-es.js';
import { readTemplate } from './template.js';

const schemaMessages: Readonly<Record<Language, { readonly [Code in SchemaMessageCode]: string }>> = {
  en: schemaMessagesEn,
  es: schemaMessagesEs,
};

const codes = Object.keys(schemaMessagesEn) as SchemaMessageCode[];

/**
 * A shared schema's English text said in `language`, its values carried over; undefined when no schema
 * template wrote it (zod's own wording, or a text from elsewhere).
 */
export function sayAgain(english: string, language: Language): string | undefined {
  if (language === 'en') return english;
  for (const code of codes) {
    const values = readTemplate(schemaMessagesEn[code], english);
    if (values)
      return schemaMessages[language][code].replace(
        /\{\{(\w+)\}\}/g,
        (_, name: string) => values[name] ?? '',
      );
  }
  return undefined;
}
