import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';

/**
 * Issue 38: a Spanish-speaking renter meets no English sentence of the portal's own. Every English text of
 * the renter catalogs (apps/web/src/locales/en-*.ts, the staff console's and operators' settings' left out:
 * they stay English, decision 0050) that its Spanish twin says differently is looked for among the texts a
 * Spanish page shows; a text marked as another language (`lang="en"`, the switch's "English", a document's
 * English original) is not Spanish's to say, nor is a document's own text (`data-document-text`).
 */

type Texts = { [name: string]: string | Texts };

const localesFolder = fileURLToPath(new URL('../apps/web/src/locales/', import.meta.url));
const englishOnly = (name: string) => /^en-(staff|community-)/.test(name);
/** Rich texts mark their links and emphasis as tags: what is between them is shown as a text of its own. */
const TAG = /<\/?\w+>/g;
const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/g;
const hasPlaceholder = (text: string) => text.search(PLACEHOLDER) !== -1;
/** Fewer than this many letters in a row is a mark, a number or a code, the same in both languages. */
const hasWords = (text: string) => /\p{L}{3,}/u.test(text.replace(PLACEHOLDER, ''));

function leaves(node: Texts, into: Map<string, string>, prefix = ''): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else leaves(value, into, path);
  }
  return into;
}

async function catalogTexts(file: string): Promise<Map<string, string>> {
  const module = (await import(pathToFileURL(`${localesFolder}${file}`).href)) as Record<string, Texts>;
  const texts = new Map<string, string>();
  for (const exported of Object.values(module)) leaves(exported, texts);
  return texts;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Values that are a number or a code (an amount, a unit number, an id): one word with a digit. "Unit {{number}}"
 * is "Unit 102", never a community's "Unit Security Deposit"; "Application {{id}}" never its "Application Fee".
 * Any other value may be any words.
 */
const NUMBERED_VALUES = new Set(
  'id count number unit amount total price rent tax due max maximum min minimum years days page quantity size percent bedrooms'.split(
    ' ',
  ),
);

/** A text with `{{values}}` as a pattern of a whole shown text. */
function patternOf(piece: string): RegExp {
  const source = piece
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      return NUMBERED_VALUES.has(name) ? '\\S*\\d\\S*' : '.+';
    })
    .join('');
  return new RegExp(`^${source}$`, 'u');
}

interface EnglishTexts {
  exact: Set<string>;
  patterns: RegExp[];
}

/** The renter catalogs' English texts that Spanish says otherwise, split at their tags. */
async function loadEnglishTexts(): Promise<EnglishTexts> {
  const files = readdirSync(localesFolder).filter(
    (file) => /^en-[\w-]+\.ts$/.test(file) && !englishOnly(file),
  );
  const spanish = new Set<string>();
  const english = new Set<string>();
  for (const file of files) {
    for (const text of (await catalogTexts(file.replace(/^en-/, 'es-'))).values()) spanish.add(text);
    for (const text of (await catalogTexts(file)).values()) english.add(text);
  }
  const pieces = [...english]
    .flatMap((text) => text.split(TAG))
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .filter((piece) => hasWords(piece) && !spanish.has(piece));
  const exact = new Set(pieces.filter((piece) => !hasPlaceholder(piece)));
  const patterns = pieces.filter(hasPlaceholder).map(patternOf);
  return { exact, patterns };
}

let englishTexts: Promise<EnglishTexts> | undefined;

/** The texts a person meets on the page in Spanish: shown text, and the names and hints read out. */
function spanishTextsShown(): string[] | null {
  if (!document.documentElement.lang.startsWith('es')) return null;
  // A document to sign says what its template says, checked where it is written (apps/api/content): the
  // fee and option names staff wrote stay in its Spanish translation as entered (decision 0053).
  const inSpanish = (element: Element) =>
    (element.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('es') &&
    !element.closest('[data-document-text]');
  const found = new Set<string>([document.title]);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template, noscript')) continue;
    if (!inSpanish(parent) || !parent.checkVisibility()) continue;
    found.add(node.textContent ?? '');
  }
  for (const element of document.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
    if (!inSpanish(element)) continue;
    for (const name of ['aria-label', 'placeholder', 'alt', 'title'])
      found.add(element.getAttribute(name) ?? '');
  }
  return [...found].map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** Each English text of the portal's own that a page in Spanish shows, or none on a page in another language. */
export async function findEnglishOnSpanishPage(page: Page): Promise<string[]> {
  const shown = await page.evaluate(spanishTextsShown);
  if (!shown) return [];
  englishTexts ??= loadEnglishTexts();
  const { exact, patterns } = await englishTexts;
  return shown
    .filter((text) => exact.has(text) || patterns.some((pattern) => pattern.test(text)))
    .map((text) => `language: English on a page in Spanish: "${text.slice(0, 120)}"`);
}
