import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** WCAG 2.1 level A and AA — the project's accessibility bar. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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

/** Run axe-core on the page's current state and fail with a readable list of WCAG 2.1 A/AA violations. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of [options.include ?? []].flat()) builder = builder.include(selector);
  for (const selector of [options.exclude ?? []].flat()) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  expect(violations.length, formatAxeViolations(violations, page.url())).toBe(0);
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
    await test.step('axe: final page state has no WCAG 2.1 A/AA violations', async () => {
      await page.waitForLoadState('domcontentloaded');
      await expectNoAxeViolations(page);
    });
  },
});

export { expect };
