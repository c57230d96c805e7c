import type { Alias } from 'vite';

/**
 * The app is written against React's API and runs on Preact's implementation of it (decision 0004):
 * 10 KiB of every page instead of 66. The build and the web tests resolve React's entry points alike, so
 * the tests exercise what ships.
 */
export const reactAsPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
