// zod compiles each object schema's parser with `new Function` unless told not to. The page's Content
// Security Policy forbids eval, so in the browser that attempt only costs time and logs a CSP issue before
// zod falls back to the same checks without it. zod reads this setting when a schema is built, and takes
// its settings object from this global (so that copies of zod share it): set here, imported first by
// main.tsx, it holds without the entry loading zod, which only the pages with forms need.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig ??= {};
zodSettings.__zod_globalConfig.jitless = true;

// `export {}` makes this file a module, so that its test can import it too.
export {};
