import type { Plugin } from 'vite';

/** The zod locales the forms speak (lib/forms/schema-wording.ts and spanish-schema-wording.ts). */
const SPOKEN = new Set(['en.js', 'es.js']);
const ZOD_LOCALE = /[\\/]zod[\\/]v4[\\/]locales[\\/]([^\\/]+)$/;

/**
 * Fails the build when zod's other locales are in it. They are reachable only through a namespace that
 * holds them all (`z.locales`, zod's module as `import('zod')` returns it); once something uses one whole,
 * every locale ships with zod: its chunk went from 25 to 93 KB gzip that way (docs/benchmarks.md).
 */
export function onlySpokenZodLocales(): Plugin {
  return {
    name: 'portal-only-spoken-zod-locales',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) {
          const locale = ZOD_LOCALE.exec(id)?.[1];
          if (locale && !SPOKEN.has(locale) && module.renderedLength > 0) {
            this.error(
              `zod's locale ${locale} is in ${output.fileName}: something uses a zod namespace whole ` +
                "(import('zod'), or `z` passed as a value). Load a schema module instead (decision 0016).",
            );
          }
        }
      }
    },
  };
}
