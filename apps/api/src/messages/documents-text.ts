import type { Language } from '@portal/domain/constants/languages';
import type { Placeholders } from '@portal/domain/messages/template';
import { type CatalogOf, catalogReader } from './catalog-text.js';
import { documentsEn } from './documents-en.js';
import { documentsEs } from './documents-es.js';

export type DocumentsCode = keyof typeof documentsEn;
export type DocumentsCatalog = CatalogOf<typeof documentsEn>;

export const documentsCatalogs: Readonly<Record<Language, DocumentsCatalog>> = {
  en: documentsEn,
  es: documentsEs,
};

/** One text of a document the portal writes for a renter, in the renter's language. */
export const documentText = catalogReader<typeof documentsEn>(documentsCatalogs);

/** A code whose text has no placeholders, named bare. */
export type PlainDocumentsCode = {
  [Code in DocumentsCode]: [Placeholders<(typeof documentsEn)[Code]>] extends [never] ? Code : never;
}[DocumentsCode];
