import type { Language } from '@portal/domain/constants/languages';
import { fillTemplate, type MessageValue, type Placeholders } from '@portal/domain/messages/template';

/** A text without placeholders is named bare; one with placeholders takes exactly their values. */
type ValuesArgument<Text extends string> = [Placeholders<Text>] extends [never]
  ? []
  : [values: { readonly [Name in Placeholders<Text>]: MessageValue }];

/** Every language says every code of the English source: a missing one is a compile error. */
export type CatalogOf<Source> = { readonly [Code in keyof Source]: string };

/**
 * How a family of catalogs is read: a code in a language with its placeholders filled, money and dates
 * formatted for that language. The English source fixes the codes and what values each one takes.
 */
export function catalogReader<Source extends Readonly<Record<string, string>>>(
  catalogs: Readonly<Record<Language, CatalogOf<Source>>>,
) {
  return <Code extends keyof Source & string>(
    language: Language,
    code: Code,
    ...[values]: ValuesArgument<Source[Code]>
  ): string => fillTemplate(catalogs[language][code], values ?? {}, language);
}

/**
 * A 'YYYY-MM-DD' day as a text prints it. The English e-mails and documents have always printed the day
 * as stored (tests and renters' mailboxes quote them), so only another language spells it out.
 */
export const printedDay = (isoDate: string, language: Language): MessageValue =>
  language === 'en' ? isoDate : { date: isoDate };
