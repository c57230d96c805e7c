import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  preferredLanguage,
} from '@portal/domain/constants/languages';
import { fetchTexts, showLanguage, startIn } from './i18n';
import { currentLanguage } from './language';

// What the person chose, and what the page may show: a community offering English alone shows English to
// someone who chose Spanish, who sees Spanish again at the next community that offers it. The choice lives
// in a cookie (a visitor without an account) and on the account (decision 0040).

const COOKIE = 'lang';
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

let chosen: Language = DEFAULT_LANGUAGE;
let offered: readonly Language[] | null = null;
let chosenByAddress = false;

function savedChoice(): Language | undefined {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${COOKIE}=`));
  const value = entry?.slice(COOKIE.length + 1);
  return isLanguage(value) ? value : undefined;
}

/**
 * The language of a page load before anything renders: `?lang=es` in the address, else the visitor's
 * earlier choice (the cookie), else the browser's languages in order.
 */
export function firstLanguage(
  search: string,
  saved: Language | undefined,
  browser: readonly string[],
): Language {
  const asked = new URLSearchParams(search).get('lang');
  if (isLanguage(asked)) return asked;
  return saved ?? preferredLanguage(browser);
}

/**
 * Whether the page at `pathname` is the staff console (`/:community/staff/…`) or the operators' pages
 * (`/staff/…`), which are shown in English whatever the choice (decisions 0040, 0050): the leasing team
 * works in English, and a console mixing English with the Spanish of the renters' sections it shows would
 * be worse than an English one.
 */
export function isEnglishOnlyPath(pathname: string): boolean {
  return /^\/(?:[^/]+\/)?staff(?:\/|$)/.test(pathname);
}

/** English alone, the one language of the pages isEnglishOnlyPath names. */
export const ENGLISH_ONLY: readonly Language[] = [DEFAULT_LANGUAGE];

const shownFor = (language: Language, among = offered) =>
  among && !among.includes(language) ? (among[0] ?? DEFAULT_LANGUAGE) : language;

/** Reads the first language (firstLanguage) and fetches its texts; main.tsx renders once they are in. */
export function startInChosenLanguage(): Promise<void> {
  chosenByAddress = isLanguage(new URLSearchParams(window.location.search).get('lang'));
  chosen = firstLanguage(window.location.search, savedChoice(), navigator.languages ?? []);
  if (chosenByAddress) rememberChoice(chosen);
  // A staff page starts in English, so it never shows Spanish first; its shell offers English alone.
  if (isEnglishOnlyPath(window.location.pathname)) offered = ENGLISH_ONLY;
  // Without its shell the page still renders, showing keys where texts go: rare (a failed fetch), and the
  // switch then offers English.
  return startIn(shownFor(chosen)).catch(() => undefined);
}

function rememberChoice(language: Language): void {
  // Not httpOnly: this script writes it, and it holds nothing but a preference. The Cookie Store API is
  // asynchronous and missing from Firefox and older Safari.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The language the person chose (the switch, the address, their account), whether the page offers it or not. */
export function chosenLanguage(): Language {
  return chosen;
}

/**
 * Whether this page load's address chose the language (`?lang=es`), asked once: the account signed in when
 * the page loads then takes it; one signed in later brings its own.
 */
export function takeLanguageChosenByAddress(): boolean {
  const taken = chosenByAddress;
  chosenByAddress = false;
  return taken;
}

/** The person chooses a language: it is remembered in this browser, and shown where the page offers it. */
export function chooseLanguage(language: Language): Promise<void> {
  chosen = language;
  rememberChoice(language);
  return showLanguage(shownFor(language));
}

/**
 * The languages the current page offers (its community's `languages`), or null for every language; the
 * page shows the chosen language if it is among them, else the first of them.
 */
export function offerLanguages(languages: readonly Language[] | null): Promise<void> {
  offered = languages;
  return showLanguage(shownFor(chosen));
}

/**
 * What a page offering `languages` waits on before its first render when it shows another language than
 * the page on screen (a staff page reached from a Spanish page, decision 0052): the texts of the one it
 * shows, so that its shell's switch as it appears (offerLanguages) paints nothing in the other. Undefined
 * when there is nothing to wait for, as while the person's own switch is on its way (chooseLanguage).
 */
export function textsBeforeOffering(languages: readonly Language[]): Promise<void> | undefined {
  const shown = shownFor(chosen, languages);
  if (shown === shownFor(chosen) || shown === currentLanguage()) return undefined;
  return fetchTexts(shown);
}
