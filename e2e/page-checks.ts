import type { Frame, Page } from '@playwright/test';
import { findEnglishOnSpanishPage } from './english-on-spanish-pages.js';

/**
 * The WCAG 2.2 checks axe leaves to a person, run on every page the suite judges (fixtures.ts): each
 * returns the problems it found, in words a reader can act on, or none.
 */

/**
 * What a pointer can activate. `[tabindex]` joins the list only where it makes an element focusable by
 * Tab: `tabindex="-1"` marks a place focus is sent to (a heading, <main>), not a control.
 */
const TARGETS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * 2.5.8 Target Size (Minimum): every visible target is at least 24×24 CSS px, or the 24 px circle centred
 * on it touches no other target nor another small target's circle. A target inside a line of text is
 * exempt, and so is a form control whose label (also a target of the control) has the size.
 */
function findSmallTargets(selector: string): string[] {
  const MIN = 24;
  const RADIUS = MIN / 2;
  type Box = { left: number; top: number; right: number; bottom: number; width: number; height: number };

  const describe = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ');
    const name = text || element.getAttribute('name') || element.getAttribute('type') || '';
    const id = element.id ? `#${element.id}` : '';
    return `<${element.tagName.toLowerCase()}${id}> "${name.slice(0, 40)}"`;
  };
  // An open modal dialog makes the page behind it inert (showModal sets no attribute to see that by).
  const modal = document.querySelector(':modal');
  const isRendered = (element: Element) =>
    !element.closest('[inert], [aria-hidden="true"]') &&
    (!modal || modal.contains(element)) &&
    element.checkVisibility({ visibilityProperty: true }) &&
    !(element as HTMLButtonElement).disabled;
  // A box of 1 px or less is the visually-hidden pattern: nothing there for a pointer to hit.
  const hasArea = (box: Box) => box.width > 1 && box.height > 1;
  const isBigEnough = (box: Box) => box.width >= MIN - 0.5 && box.height >= MIN - 0.5;

  /** Inside a sentence: shown inline, in a block whose own lines hold text that is not a target. */
  function isInline(element: Element): boolean {
    if (getComputedStyle(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    if (!block) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest(selector)) continue;
      let owner: Element | null = parent;
      while (owner && owner !== block && getComputedStyle(owner).display === 'inline')
        owner = owner.parentElement;
      if (owner === block) return true;
    }
    return false;
  }

  /** The areas a click on activates the control: itself, and for a form control each of its labels. */
  function areasOf(element: Element): Box[] {
    const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
    return [element, ...labels].map((each) => each.getBoundingClientRect()).filter(hasArea);
  }

  const targets = [...document.querySelectorAll(selector)]
    .filter(isRendered)
    .map((element) => ({ element, areas: areasOf(element) }))
    .filter((target) => target.areas.length > 0);
  const undersized = targets.filter((target) => !target.areas.some(isBigEnough) && !isInline(target.element));

  const centreOf = (box: Box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const distanceToBox = (point: { x: number; y: number }, box: Box) =>
    Math.hypot(
      Math.max(box.left - point.x, 0, point.x - box.right),
      Math.max(box.top - point.y, 0, point.y - box.bottom),
    );
  const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);

  const problems: string[] = [];
  for (const small of undersized) {
    const box = small.areas[0] as Box;
    const centre = centreOf(box);
    const neighbour = targets.find((other) => {
      if (related(other.element, small.element)) return false;
      if (other.areas.some((area) => distanceToBox(centre, area) < RADIUS - 0.5)) return true;
      if (!undersized.includes(other)) return false;
      const otherCentre = centreOf(other.areas[0] as Box);
      return Math.hypot(otherCentre.x - centre.x, otherCentre.y - centre.y) < MIN - 0.5;
    });
    if (neighbour) {
      problems.push(
        `2.5.8 target size: ${describe(small.element)} is ${Math.round(box.width)}×${Math.round(box.height)} px and ` +
          `its 24 px circle reaches ${describe(neighbour.element)}`,
      );
    }
  }
  return problems;
}

/** One h1, one main landmark, and the document's language on <html>. */
function findStructureProblems(): string[] {
  const problems: string[] = [];
  const shown = (element: Element) => element.checkVisibility() || element.closest('main') !== null;
  const h1s = [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].filter(shown);
  if (h1s.length !== 1) {
    const texts = h1s.map((h1) => `"${h1.textContent?.trim()}"`).join(', ');
    problems.push(`structure: ${h1s.length} h1 element(s) instead of one${texts ? ` (${texts})` : ''}`);
  }
  const mains = document.querySelectorAll('main, [role="main"]').length;
  if (mains !== 1) problems.push(`structure: ${mains} main landmark(s) instead of one`);
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(document.documentElement.lang)) {
    problems.push(`structure: <html lang="${document.documentElement.lang}"> does not name a language`);
  }
  return problems;
}

/**
 * 3.2.6 Consistent Help: the help every community page repeats, the FAQ link and the office's phone, sits in
 * its frame in one order. The footer holds the FAQ link (among the policies), then the phone; the drawer of
 * a signed-in person the phone (under the community's name), then the FAQ link. A page outside a community
 * (no footer) has neither.
 */
function findHelpProblems(): string[] {
  const outsideContent = ':not(main *, article *, section *, aside *, nav *)';
  const frames = [
    { name: 'footer', element: document.querySelector(`footer${outsideContent}`), order: 'FAQ, phone' },
    { name: 'drawer', element: document.querySelector(`aside${outsideContent}`), order: 'phone, FAQ' },
  ];
  const problems: string[] = [];
  for (const { name, element, order } of frames) {
    if (!element) continue;
    const help = [...element.querySelectorAll('a[href$="/faq"], a[href^="tel:"]')]
      .map((link) => (link.getAttribute('href')?.startsWith('tel:') ? 'phone' : 'FAQ'))
      .join(', ');
    if (help !== order) {
      problems.push(`3.2.6 consistent help: the ${name} shows ${help || 'no help'} instead of ${order}`);
    }
  }
  return problems;
}

/** Events of the page's own code that a check's Tab presses and focus changes must not reach. */
const HELD_BACK_EVENTS = ['focus', 'blur', 'focusin', 'focusout', 'keydown', 'keyup', 'keypress'];

/**
 * Holds back (or lets through again) the page's focus and key events, so tabbing for a check does not
 * validate a field the test has not left, or run a shortcut. The listener on `window` in the capture phase
 * runs before any of the page's.
 */
function holdBackEvents([hold, events]: readonly [boolean, string[]]) {
  const key = '__a11yCheckHold';
  const store = window as unknown as Record<string, (event: Event) => void>;
  if (hold && !store[key]) {
    store[key] = (event: Event) => event.stopImmediatePropagation();
    for (const type of events) window.addEventListener(type, store[key], true);
  } else if (!hold && store[key]) {
    for (const type of events) window.removeEventListener(type, store[key], true);
    delete store[key];
  }
}

/** Where the test left focus and scrolling, to put back after tabbing. */
function rememberFocus() {
  const store = window as unknown as Record<string, unknown>;
  store.__a11yCheckFocus = { element: document.activeElement, x: window.scrollX, y: window.scrollY };
  store.__a11yCheckStops = [];
  // Tabbing starts from the top of the document, as a keyboard user arriving on the page does.
  const start = document.createElement('span');
  start.tabIndex = -1;
  document.body.prepend(start);
  start.focus({ preventScroll: true });
  start.remove();
}

function restoreFocus() {
  const saved = (window as unknown as Record<string, unknown>).__a11yCheckFocus as {
    element: Element | null;
    x: number;
    y: number;
  };
  if (saved.element instanceof HTMLElement && saved.element !== document.body) {
    saved.element.focus({ preventScroll: true });
  } else if (document.activeElement instanceof HTMLElement) {
    document.activeElement.blur();
  }
  window.scrollTo({ left: saved.x, top: saved.y, behavior: 'instant' });
}

/**
 * 2.4.11 Focus Not Obscured (Minimum): the focused element shows at least in part, neither under the
 * sticky top bar, a drawer, a snackbar nor off screen. `null` when it shows, or when focus left the page.
 */
function focusedElementHidden(): { obscured: string | null; stop: number | null } {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return { obscured: null, stop: null };
  // Judged as the page settles: the skip link that focus just left slides away, the focused one slides in.
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY) animation.finish();
  }
  const store = window as unknown as { __a11yCheckStops?: Element[] };
  store.__a11yCheckStops ??= [];
  if (!store.__a11yCheckStops.includes(focused)) store.__a11yCheckStops.push(focused);
  const stop = store.__a11yCheckStops.indexOf(focused);
  if (focused.tagName === 'IFRAME') return { obscured: null, stop };
  const box = focused.getBoundingClientRect();
  const labels = 'labels' in focused ? [...((focused as HTMLInputElement).labels ?? [])] : [];
  const showsAt = (x: number, y: number) => {
    const hit = document.elementFromPoint(x, y);
    return (
      hit !== null && (focused.contains(hit) || hit.contains(focused) || labels.some((l) => l.contains(hit)))
    );
  };
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, window.innerWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  let shows = false;
  if (right > left && bottom > top) {
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        if (showsAt(left + (right - left) * fx, top + (bottom - top) * fy)) shows = true;
      }
    }
  }
  if (shows) return { obscured: null, stop };
  const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  const name = (focused.textContent ?? '').trim().slice(0, 40) || focused.getAttribute('aria-label') || '';
  const cover = hit ? `under <${hit.tagName.toLowerCase()} class="${hit.className}">` : 'off screen';
  return {
    obscured: `2.4.11 focus not obscured: focused <${focused.tagName.toLowerCase()}> "${name}" is ${cover}`,
    stop,
  };
}

/** How many Tab stops from the top of the page the focus check visits, forward and then back. */
const TAB_STOPS = 5;

/**
 * Tabs through the first stops of the page and back (where a sticky bar covers what scrolls up under it),
 * with the page's own focus and key handlers held back, then puts focus and scrolling back.
 */
async function findObscuredFocus(page: Page): Promise<string[]> {
  const frames = page.frames();
  const inEachFrame = (hold: boolean) =>
    Promise.all(
      frames.map((frame: Frame) =>
        frame.evaluate(holdBackEvents, [hold, HELD_BACK_EVENTS] as const).catch(() => undefined),
      ),
    );
  await inEachFrame(true);
  const problems = new Set<string>();
  try {
    await page.evaluate(rememberFocus);
    const visited: number[] = [];
    const stepOnto = async (key: string) => {
      await page.keyboard.press(key);
      const { obscured, stop } = await page.evaluate(focusedElementHidden);
      if (obscured) problems.add(obscured);
      return stop;
    };
    while (visited.length < TAB_STOPS) {
      const stop = await stepOnto('Tab');
      // A page with fewer stops: once focus comes round again, all of them have been seen.
      if (stop === null || visited.includes(stop)) break;
      visited.push(stop);
    }
    for (let back = 1; back < visited.length; back++) await stepOnto('Shift+Tab');
  } finally {
    await page.evaluate(restoreFocus);
    await inEachFrame(false);
  }
  return [...problems];
}

/**
 * The screens whose first Tab stops this worker has walked: a route at one viewport width. Those stops
 * (skip link, logo, language switch, menus) are the route's frame, the same in each of its states, and
 * the walk is half the checks' time (0.3–0.8 s a page).
 */
const walkedScreens = new Set<string>();

function screenOf(page: Page): string {
  const route = new URL(page.url()).pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.length > 24 ? ':id' : segment))
    .join('/');
  return `${route} at ${page.viewportSize()?.width ?? 0} px`;
}

/** Every problem the WCAG 2.2 page checks find on the page as it is now (none: an empty list). */
export async function findPageProblems(page: Page): Promise<string[]> {
  // Sent together: the four checks cost one round trip.
  const [targets, structure, help, english] = await Promise.all([
    page.evaluate(findSmallTargets, TARGETS),
    page.evaluate(findStructureProblems),
    page.evaluate(findHelpProblems),
    findEnglishOnSpanishPage(page),
  ]);
  const screen = screenOf(page);
  const focus = walkedScreens.has(screen) ? [] : await findObscuredFocus(page);
  if (focus.length === 0) walkedScreens.add(screen);
  return [...structure, ...english, ...help, ...targets, ...focus];
}
