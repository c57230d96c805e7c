import { expect, expectNoAxeViolations, test } from '../fixtures.js';

// The check every other spec leans on: it must fail on a violation, in the page and in a frame of it.
test.use({ axeAfterEach: false });

test.describe('the accessibility check', () => {
  test('passes a page without violations and fails on an image without a text alternative', async ({
    page,
  }) => {
    await page.goto('/maple-court/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      document.querySelector('main')?.append(image);
    });
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  });

  test('fails on a violation inside a frame of the page', async ({ page }) => {
    await page.goto('/maple-court/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'A window of the page';
      frame.srcdoc = '<!doctype html><html lang="en"><title>Frame</title><img src="/favicon.svg"></html>';
      document.querySelector('main')?.append(frame);
    });
    await expect(page.getByTitle('A window of the page').contentFrame().getByRole('img')).toBeAttached();
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  });
});
