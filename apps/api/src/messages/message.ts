import type { Language } from '@portal/domain/constants/languages';
import { sayAgain, schemaCodeOf } from '@portal/domain/messages/schema-messages';
import type { SchemaMessageCode } from '@portal/domain/messages/schema-messages-en';
import { fillTemplate, type MessageValue, type Placeholders } from '@portal/domain/messages/template';
import { z } from 'zod';
import { en } from './en.js';
import { es } from './es.js';

export type MessageCode = keyof typeof en;

/** A code whose text has no placeholders: the one kind a throw site names bare. */
export type PlainCode = {
  [Code in MessageCode]: [Placeholders<(typeof en)[Code]>] extends [never] ? Code : never;
}[MessageCode];

/** A value that is itself a catalog text (a step's name), said in the reader's language with the rest. */
export interface NamedValue {
  readonly named: PlainCode;
}

type Value = MessageValue | NamedValue;

type ValuesOf<Code extends MessageCode> = {
  readonly [Name in Placeholders<(typeof en)[Code]>]: Value;
};

/** A catalog message with the values its placeholders take, made by `message()`. */
export interface Message {
  readonly code: MessageCode;
  readonly values: Readonly<Record<string, Value>>;
}

/** The parts of a zod issue its own wording is made from, for the texts no shared schema wrote itself. */
export type SchemaIssue = { readonly code: string } & Readonly<Record<string, unknown>>;

/** What a shared schema (packages/domain) said of a value, in its English; with zod's issue when known. */
export interface SchemaSaid {
  readonly said: string;
  readonly issue?: SchemaIssue;
}

/** What a person reads in an error: a code of the catalogs, a code with its values, or a schema's words. */
export type Text = PlainCode | Message | SchemaSaid;

export function message<Code extends MessageCode>(code: Code, values: ValuesOf<Code>): Message {
  return { code, values };
}

/** Spanish has to say every English message: a missing code is a compile error in es.ts. */
export type Catalog = { readonly [Code in MessageCode]: string };

export const catalogs: Readonly<Record<Language, Catalog>> = { en, es };

/** Each English text without placeholders, to its code (the first, should two codes say the same). */
const plainCodeByEnglish = new Map<string, PlainCode>();
for (const [code, text] of Object.entries(en)) {
  if (!text.includes('{{') && !plainCodeByEnglish.has(text)) plainCodeByEnglish.set(text, code as PlainCode);
}

/**
 * The code whose English is exactly `english`, for words written in the catalog's own terms elsewhere (a
 * route schema's rule, a payment processor's decline); undefined for any other text.
 */
export function catalogCodeOf(english: string): PlainCode | undefined {
  return plainCodeByEnglish.get(english);
}

/**
 * A text's code: its catalog code, or for a schema's words, the code of the shared schema template that
 * wrote them, else of the catalog text they are (a route's own schema words its rules with en.ts).
 */
export function codeOf(text: Text): MessageCode | SchemaMessageCode | undefined {
  if (typeof text === 'string') return text;
  return 'code' in text ? text.code : (schemaCodeOf(text.said) ?? catalogCodeOf(text.said));
}

const zodSpanish = z.locales.es().localeError;

/**
 * zod's own wording, for a schema rule that gave none. The issue reaching here has lost the value sent, so
 * zod's "received …" would always say undefined: it is left out.
 */
function zodWording(issue: SchemaIssue, language: Language): string | undefined {
  if (language === 'en') return undefined;
  const said = zodSpanish(issue as unknown as Parameters<typeof zodSpanish>[0]);
  const text = typeof said === 'string' ? said : said?.message;
  return issue.code === 'invalid_type' ? text?.replace(/, recibido .*$/, '') : text;
}

export function say(text: Text, language: Language): string {
  if (typeof text === 'string') return catalogs[language][text];
  if ('code' in text) {
    const values = Object.entries(text.values).map(([name, value]) => [
      name,
      typeof value === 'object' && 'named' in value ? catalogs[language][value.named] : value,
    ]);
    return fillTemplate(catalogs[language][text.code], Object.fromEntries(values), language);
  }
  const catalogCode = catalogCodeOf(text.said);
  return (
    sayAgain(text.said, language) ??
    (catalogCode && catalogs[language][catalogCode]) ??
    (text.issue && zodWording(text.issue, language)) ??
    text.said
  );
}
