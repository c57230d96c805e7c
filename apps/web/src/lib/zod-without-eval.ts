import { config } from 'zod';

// zod compiles each object schema's parser with `new Function` unless told not to. The page's Content
// Security Policy forbids eval, so in the browser that attempt only costs time and logs a CSP issue before
// zod falls back to the same checks without it. Imported first by main.tsx: zod reads this setting when a
// schema is built, that is when the modules defining the schemas run.
config({ jitless: true });
