import { describe, expect, it } from 'vitest';
import { routePreloads } from '../src/plugins/route-preloads.js';

const preloadsOf = routePreloads([
  { pattern: '/', files: ['/assets/CommunityListPage-a.js'] },
  { pattern: '/:community', files: ['/assets/CommunityHomePage-b.js'] },
  { pattern: '/:community/welcome', files: ['/assets/WelcomePage-c.js', '/assets/WelcomePage-d.css'] },
  { pattern: '/:community/transaction/:transactionId', files: ['/assets/TransactionLayout-e.js'] },
  { pattern: '/:community/transaction/:transactionId/lease-terms', files: ['/assets/LeaseTermsPage-f.js'] },
  { pattern: '/:community/*', files: ['/assets/CommunityNotFoundPage-g.js'] },
  { pattern: '/:community/esign/:session', files: ['/assets/CeremonyPage-h.js'] },
]);

describe('the files a page path announces', () => {
  it.each([
    ['/', '/'],
    ['/maple-court', '/:community'],
    ['/maple-court/', '/:community'],
    ['/maple-court/welcome', '/:community/welcome'],
    ['/Maple-Court/Welcome', '/:community/welcome'],
    ['/maple-court/transaction/12', '/:community/transaction/:transactionId'],
    ['/maple-court/transaction/12/lease-terms', '/:community/transaction/:transactionId/lease-terms'],
    ['/maple-court/esign/abc', '/:community/esign/:session'],
    // Deeper than any page, or a page that does not exist: the not-found page.
    ['/maple-court/transaction/12/lease-terms/more', '/:community/*'],
    ['/maple-court/no-such-page', '/:community/*'],
  ])('%s is the page %s', (path, pattern) => {
    expect(preloadsOf(path)?.pattern).toBe(pattern);
  });

  it('announces scripts as module preloads and stylesheets as style preloads', () => {
    expect(preloadsOf('/maple-court/welcome')?.links).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/WelcomePage-c.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/WelcomePage-d.css">',
    );
  });

  it('announces nothing without the build’s list', () => {
    expect(routePreloads([])('/maple-court/welcome')).toBeUndefined();
  });
});
