import type { Language } from '@portal/domain/constants/languages';
import { type CatalogOf, catalogReader } from './catalog-text.js';
import { mailEn } from './mail-en.js';
import { mailEs } from './mail-es.js';

export type MailCode = keyof typeof mailEn;
export type MailCatalog = CatalogOf<typeof mailEn>;

export const mailCatalogs: Readonly<Record<Language, MailCatalog>> = { en: mailEn, es: mailEs };

/** One text of an e-mail or text message in the recipient's language. */
export const mailText = catalogReader<typeof mailEn>(mailCatalogs);

/** "Hi Avery," then a blank line: how every e-mail to a renter opens. */
export const greetingLines = (language: Language, name: string): string[] => [
  mailText(language, 'greeting', { name }),
  '',
];
