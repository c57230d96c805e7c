import { type CatalogName, catalogLoaders } from '../locales/catalogs';
import type { Catalog } from '../locales/en';
import { base } from '../locales/en-base';

// The message catalog and `t()`, written here rather than taken from i18next (decision 0004): the portal
// needs nested keys, `{{name}}` values and English plurals, which are a few lines, and i18next with
// react-i18next was 15 KiB of every page. A second language is a second catalog of the same shape.

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** `a_one` and `a_other` are looked up as `a` with a count, so `a` is a key too. */
type KeyOf<Name extends string> = Name extends `${infer Stem}_${PluralCategory}` ? Name | Stem : Name;

type KeysOf<Texts, Prefix extends string = ''> = {
  [Name in keyof Texts & string]: Texts[Name] extends string
    ? `${Prefix}${KeyOf<Name>}`
    : KeysOf<Texts[Name], `${Prefix}${Name}.`>;
}[keyof Texts & string];

/** Every text's key, checked when the code is compiled: a typo is a type error, not a blank on screen. */
export type TranslationKey = KeysOf<Catalog>;

/** The values a text names as `{{name}}`; `count` also picks the plural form. */
export interface TranslationValues {
  count?: number;
  /** What is shown when the catalog has no such text (a key built from data the catalog may not know). */
  defaultValue?: string;
  [name: string]: unknown;
}

type Texts = { [name: string]: string | Texts };

// The shell's texts are bundled, so the first render already has them; feature catalogs join at their
// top-level key when their routes load (loadCatalogs below).
const texts: Texts = { ...base };
const plurals = new Intl.PluralRules('en');

// A name may hold a dot itself (an audit action such as `guarantor.requested`), so each part of the key is
// tried alone first and then joined with the parts after it.
function find(node: string | Texts | undefined, parts: readonly string[]): string | undefined {
  if (parts.length === 0) return typeof node === 'string' ? node : undefined;
  if (typeof node !== 'object') return undefined;
  for (let taken = 1; taken <= parts.length; taken += 1) {
    const found = find(node[parts.slice(0, taken).join('.')], parts.slice(taken));
    if (found !== undefined) return found;
  }
  return undefined;
}

const lookUp = (key: string) => find(texts, key.split('.'));

function pluralOf(key: string, count: number): string | undefined {
  return lookUp(`${key}_${plurals.select(count)}`) ?? lookUp(`${key}_other`);
}

/** The text of `key` with its `{{name}}` values filled in; the key itself when there is no such text. */
export function t(key: TranslationKey, values?: TranslationValues): string;
/** A key built from data the catalog may not know (a status code): its `defaultValue` is shown then. */
export function t(key: string, values: TranslationValues & { defaultValue: string }): string;
export function t(key: string, values: TranslationValues = {}): string {
  const text =
    (values.count === undefined ? undefined : pluralOf(key, values.count)) ??
    lookUp(key) ??
    values.defaultValue ??
    key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export type TFunction = typeof t;

const translation = { t };

/** What a screen reads its texts with. Catalogs load before their routes render, so `t` never changes. */
export function useTranslation(): { t: TFunction } {
  return translation;
}

/** Adds catalogs' texts under their top-level keys (a route's feature catalogs; every catalog in tests). */
export function addTexts(added: Partial<Catalog>): void {
  Object.assign(texts, added);
}

const loading = new Map<CatalogName, Promise<void>>();

/** Fetches the named feature catalogs (each once) into the catalog every screen reads with `t()`. */
export function loadCatalogs(names: readonly CatalogName[]): Promise<void> {
  return Promise.all(
    names.map((name) => {
      let loaded = loading.get(name);
      if (!loaded) {
        loaded = catalogLoaders[name]().then((catalog) => addTexts({ [name]: catalog }));
        // A failed fetch (a new deploy, a dropped connection) is tried again on the next navigation.
        loaded.catch(() => loading.delete(name));
        loading.set(name, loaded);
      }
      return loaded;
    }),
  ).then(() => undefined);
}
