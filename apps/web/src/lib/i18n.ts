import type { Language } from '@portal/domain/constants/languages';
import { type CatalogName, catalogLoaders, shellLoaders } from '../locales/catalogs';
import type { Catalog } from '../locales/en';
import { shell } from '../locales/en-shell';
import type { Translation } from '../locales/translation';
import { currentLanguage, setShownLanguage, useLanguage } from './language';

// The message catalog and `t()`, written here rather than taken from i18next (decision 0004): the portal
// needs nested keys, `{{name}}` values and plurals, which are a few lines, and i18next with react-i18next
// was 15 KiB of every page. Each language has catalogs of the same shape (locales/translation.ts), and
// `t()` reads the shown language's (lib/language.ts).

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

// The English shell's texts are bundled, so an English first render already has them; another language's
// shell is fetched before its first render (showLanguage). Feature catalogs join at their top-level key
// when their routes load (loadCatalogs below).
const texts: Record<Language, Texts> = { en: { ...shell }, es: {} };
const plurals: Partial<Record<Language, Intl.PluralRules>> = {};
const pluralRulesOf = (language: Language) => {
  plurals[language] ??= new Intl.PluralRules(language);
  return plurals[language];
};

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

function translate(language: Language, key: string, values: TranslationValues): string {
  const lookUp = (wanted: string) => find(texts[language], wanted.split('.'));
  const plural = (count: number) =>
    lookUp(`${key}_${pluralRulesOf(language).select(count)}`) ?? lookUp(`${key}_other`);
  const text =
    (values.count === undefined ? undefined : plural(values.count)) ??
    lookUp(key) ??
    values.defaultValue ??
    key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** `t()` in one language: the text of `key` with its `{{name}}` values filled in, else the key itself. */
function translatorOf(language: Language) {
  function translator(key: TranslationKey, values?: TranslationValues): string;
  /** A key built from data the catalog may not know (a status code): its `defaultValue` is shown then. */
  function translator(key: string, values: TranslationValues & { defaultValue: string }): string;
  function translator(key: string, values: TranslationValues = {}): string {
    return translate(language, key, values);
  }
  return translator;
}

export type TFunction = ReturnType<typeof translatorOf>;

const translations: Record<Language, { t: TFunction }> = {
  en: { t: translatorOf('en') },
  es: { t: translatorOf('es') },
};

/** The text of `key` in the shown language, for code outside a component (a snackbar's message). */
export const t: TFunction = (key: string, values?: TranslationValues) =>
  translations[currentLanguage()].t(key, values as TranslationValues & { defaultValue: string });

/**
 * What a screen reads its texts with: it renders again when the language changes, with a `t` of the new
 * language (a new function, so memos and effects that depend on `t` follow too).
 */
export function useTranslation(): { t: TFunction } {
  return translations[useLanguage()];
}

/** Adds catalogs' texts under their top-level keys (a route's feature catalogs; every catalog in tests). */
export function addTexts(added: Partial<Translation<Catalog>>, language: Language = 'en'): void {
  Object.assign(texts[language], added);
}

type TextsKey = `${Language}:${CatalogName | 'shell'}`;

/** Each catalog fetched, by language and name (`es:journey`, `es:shell`), once. */
const loading = new Map<TextsKey, Promise<void>>();
/** The catalogs whose texts are in, by the same keys; English's shell is bundled. */
const arrived = new Set<TextsKey>(['en:shell']);

function loadOnce(key: TextsKey, load: () => Promise<void>): Promise<void> {
  let loaded = loading.get(key);
  if (!loaded) {
    loaded = load();
    loaded.then(
      () => arrived.add(key),
      // A failed fetch (a new deploy, a dropped connection) is tried again on the next navigation.
      () => loading.delete(key),
    );
    loading.set(key, loaded);
  }
  return loaded;
}

const loadCatalog = (language: Language, name: CatalogName) =>
  loadOnce(`${language}:${name}`, async () =>
    addTexts({ [name]: await catalogLoaders[language][name]() }, language),
  );

// English's shell is bundled.
const loadShell = (language: Language) =>
  language === 'en'
    ? Promise.resolve()
    : loadOnce(`${language}:shell`, async () => addTexts(await shellLoaders[language](), language));

/** The language being switched to (showLanguage), else the shown one. */
let requested: Language = currentLanguage();

/**
 * Fetches the named feature catalogs (each once) into what `t()` reads: in the shown language, and in the
 * one being switched to while a switch is under way, so a page renders in either.
 */
export function loadCatalogs(names: readonly CatalogName[]): Promise<void> {
  const languages = new Set([currentLanguage(), requested]);
  return Promise.all(
    [...languages].flatMap((language) => names.map((name) => loadCatalog(language, name))),
  ).then(() => undefined);
}

/**
 * The first language of a page load, before anything renders: shown at once, so that the first page's
 * catalogs are fetched in it alone; settles once its shell is in.
 */
export function startIn(language: Language): Promise<void> {
  requested = language;
  setShownLanguage(language);
  return loadShell(language);
}

/** The feature catalogs loaded so far, in any language: the pages on screen and those visited. */
function catalogsInUse(): CatalogName[] {
  const names = [...loading.keys()].map((key) => key.slice(key.indexOf(':') + 1));
  return [...new Set(names)].filter((name): name is CatalogName => name !== 'shell');
}

/** What showing `language` takes: its shell and every catalog in use. */
function loadTexts(language: Language): Promise<unknown> {
  return Promise.all([loadShell(language), ...catalogsInUse().map((name) => loadCatalog(language, name))]);
}

/**
 * Shows the app in `language` once its texts are in: its shell and every catalog already loaded in any
 * language (the pages on screen and those visited), so the screens re-render in place, keeping what was
 * typed. Later routes load their catalogs in it. Once they are in (fetchTexts), it switches before the
 * browser paints again: awaiting what has arrived takes no task.
 */
export async function showLanguage(language: Language): Promise<void> {
  requested = language;
  await loadTexts(language);
  // A later choice, made while this one's texts were on their way, wins.
  if (requested === language) setShownLanguage(language);
}

/** The texts being fetched ahead of a switch, and which were missing when it began. */
let fetching: { missing: string; done: Promise<void> } | undefined;

/**
 * Fetches what showing `language` takes without showing it, and has the next pages' catalogs fetched in
 * it too: a page to be shown in another language than the one on screen waits on it before its first
 * render (decision 0052). Undefined once all is in. A failed fetch settles it all the same: the page then
 * renders in the language on screen, and the switch fetches again.
 */
export function fetchTexts(language: Language): Promise<void> | undefined {
  requested = language;
  const missing = (['shell', ...catalogsInUse()] as const)
    .map((name): TextsKey => `${language}:${name}`)
    .filter((key) => !arrived.has(key))
    .join(' ');
  if (missing === '') return undefined;
  // The same promise while the same texts are missing: React reads a settled one it has seen at once.
  if (fetching?.missing !== missing) {
    fetching = {
      missing,
      done: loadTexts(language).then(
        () => undefined,
        () => undefined,
      ),
    };
  }
  return fetching.done;
}
