import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136 and later); other engines read it as a comment. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * React DOM's chunk, left without the hint: most of its functions serve features a page load never reaches
 * (hydration, server components, transitions' corner cases), and compiling all of them eagerly cost lease
 * terms more main thread than it saved (Lighthouse's TBT 400–436 ms with the hint there, 236–260 without;
 * docs/benchmarks.md, "React itself").
 */
const CHUNKS_COMPILED_AS_CALLED = new Set(['react']);

/**
 * Puts V8's compile hint on the first line of every chunk of ours, where V8 looks for it, so each function
 * of a file is compiled as the file streams in, off the main thread, instead of on the main thread at its
 * first call. A page's files hold what it runs as it renders: compiled one by one, they had cost lease
 * terms 100–160 ms of its main thread before the first paint and 35–60 ms in the renders after it. Done
 * last as the bundle is written: Vite puts its preload map at the top of a chunk after rolldown's banners.
 * A chunk's name keeps the hash of its code without the comment, which is the same program.
 */
export function compileHints(): Plugin {
  return {
    name: 'portal-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || CHUNKS_COMPILED_AS_CALLED.has(file.name)) continue;
          if (!file.code.startsWith(COMPILE_HINT)) {
            file.code = COMPILE_HINT + file.code;
          }
        }
      },
    },
  };
}
