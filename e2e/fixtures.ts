import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Frame, type Page } from '@playwright/test';
import axeCore from 'axe-core';
import { findPageProblems } from './page-checks.js';

/** WCAG 2.2 level A and AA — the project's accessibility bar. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export interface AxeOptions {
  /** Only analyse these CSS selectors (default: the whole page). */
  include?: string | string[];
  /** Leave these CSS selectors out (e.g. third-party widgets). */
  exclude?: string | string[];
  /** axe rule ids to switch off — justify each one in the spec. */
  disableRules?: string[];
}

const MAX_NODES_PER_VIOLATION = 10;

/** One readable block per violation: rule id, impact, help text and the offending nodes. */
export function formatAxeViolations(violations: AxeViolation[], url: string): string {
  const lines = [`${violations.length} accessibility violation(s) (${AXE_TAGS.join(', ')}) on ${url}:`];
  for (const v of violations) {
    lines.push(`  - ${v.id} [${v.impact ?? 'n/a'}]: ${v.help} (${v.helpUrl})`);
    for (const node of v.nodes.slice(0, MAX_NODES_PER_VIOLATION)) {
      const target = node.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' | ');
      const summary = node.failureSummary
        ?.split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !/^Fix (any|all) of the following:$/.test(line))
        .join('; ');
      lines.push(`      ${target}${summary ? ` — ${summary}` : ''}`);
    }
    if (v.nodes.length > MAX_NODES_PER_VIOLATION) {
      lines.push(`      … and ${v.nodes.length - MAX_NODES_PER_VIOLATION} more node(s)`);
    }
  }
  return lines.join('\n');
}

/** axe's script, a no-op where axe is already loaded. */
const AXE_SOURCE_ONCE = `if (typeof window.axe === 'undefined') {${axeCore.source}}`;

/**
 * AxeBuilder gives each frame one second to take axe's 1.3 MB script and silently leaves out a frame that
 * takes longer, as one did on a busy CI machine: a violation in it went unseen. Each frame gets the script
 * here with no time limit, so the builder's own injection finds axe already there.
 */
async function loadAxeInto(frame: Frame): Promise<void> {
  await frame.evaluate(AXE_SOURCE_ONCE).catch((error: unknown) => {
    // A frame removed or navigated away meanwhile has nothing left to judge.
    if (frame.isDetached() || /context was destroyed/i.test(String(error))) return;
    throw error;
  });
}

/** The page's address and the markup of each of its documents: axe's verdict depends on nothing else. */
async function pageState(page: Page): Promise<string> {
  const documents = await Promise.all(
    page
      .frames()
      .map((frame) => frame.evaluate(() => document.documentElement.outerHTML).catch(() => 'unreadable')),
  );
  return [page.url(), ...documents].join('\n');
}

/**
 * Runs `judge` with the page scrolled to its top, then scrolls back. axe's target-size rule counts a link
 * half under the sticky top bar as too small, so its verdict would depend on where the test's last click
 * happened to leave the scroll; from the top, nothing the page scrolls has gone under the bar.
 */
async function atTopOfPage<T>(page: Page, judge: () => Promise<T>): Promise<T> {
  const scrolled = await page.evaluate(() => {
    const at = { x: window.scrollX, y: window.scrollY };
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    return at;
  });
  try {
    return await judge();
  } finally {
    await page
      .evaluate((at) => window.scrollTo({ left: at.x, top: at.y, behavior: 'instant' }), scrolled)
      .catch(() => undefined);
  }
}

/** The state of each page that axe last passed whole: the after-each check need not judge it again. */
const lastPassedState = new WeakMap<Page, string>();

/**
 * Run axe-core on the page's current state and fail with a readable list of WCAG 2.2 A/AA violations;
 * on the whole page, also the checks axe leaves to a person (page-checks.ts: target size, one h1, main and
 * lang, consistent help, focus not obscured, no English of the portal's own on a page in Spanish).
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const whole = !options.include && !options.exclude && !options.disableRules?.length;
  const state = whole ? await pageState(page) : null;
  // Legacy mode runs axe in the page itself: the default opens a blank page per run to merge the frames'
  // results, two thirds of each run's time. Our frames (card, identity and income windows) are all served
  // by the portal's own origin, which legacy mode tests as well.
  await Promise.all(page.frames().map(loadAxeInto));
  let builder = new AxeBuilder({ page, axeSource: AXE_SOURCE_ONCE }).withTags(AXE_TAGS).setLegacyMode();
  for (const selector of [options.include ?? []].flat()) builder = builder.include(selector);
  for (const selector of [options.exclude ?? []].flat()) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await atTopOfPage(page, () => builder.analyze());
  expect(violations.length, formatAxeViolations(violations, page.url())).toBe(0);
  if (whole) {
    const problems = await findPageProblems(page);
    expect(problems, `WCAG 2.2 page checks on ${page.url()}:\n  - ${problems.join('\n  - ')}`).toEqual([]);
  }
  if (state !== null) lastPassedState.set(page, state);
}

export interface PortalFixtures {
  /**
   * Run axe on the page's final state after every passing test that used `page`
   * (default on; `test.use({ axeAfterEach: false })` or E2E_AXE_AFTER_EACH=0 switches it off).
   */
  axeAfterEach: boolean;
}

export const test = base.extend<PortalFixtures>({
  axeAfterEach: [process.env.E2E_AXE_AFTER_EACH !== '0', { option: true }],
  page: async ({ page, axeAfterEach }, use, testInfo) => {
    await use(page);
    if (!axeAfterEach || testInfo.status !== 'passed' || testInfo.expectedStatus !== 'passed') return;
    if (page.isClosed() || !/^https?:/.test(page.url())) return;
    await test.step('axe: final page state has no WCAG 2.2 A/AA violations', async () => {
      await page.waitForLoadState('domcontentloaded');
      // Most tests end on a page they have just checked; only a page changed since is judged again.
      if (lastPassedState.get(page) === (await pageState(page))) return;
      await expectNoAxeViolations(page);
    });
  },
});

export { expect };
