import type { Language } from '@portal/domain/constants/languages';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { config, type z } from 'zod';
// The locale's own module rather than `z.locales.en`, so that zod's other locales need not be shaken out.
import englishZod from 'zod/v4/locales/en.js';

// Loaded with zod, by the first check of a form (use-schema-form.ts); the Spanish wording is a chunk of its
// own, fetched only by someone whose forms are in Spanish (decision 0046).

/** How one language words a form's messages: zod's own texts, and the shared schemas' English said again. */
export interface SchemaWording {
  zodLocale: Partial<z.core.$ZodConfig>;
  sayAgain: (english: string) => string;
}

const english: SchemaWording = { zodLocale: englishZod(), sayAgain: (text) => text };
let spanish: Promise<SchemaWording> | undefined;

export function wordingIn(language: Language): Promise<SchemaWording> {
  if (language === 'en') return Promise.resolve(english);
  if (!spanish) {
    spanish = import('./spanish-schema-wording').then((module) => module.spanishWording);
    // A failed fetch is not kept: the next check asks again.
    spanish.catch(() => {
      spanish = undefined;
    });
  }
  return spanish;
}

// A field's error is an object with a string `type`; a parent field's error may also hold its fields' errors.
function sayEach(errors: object, sayAgain: (english: string) => string): void {
  const isFieldError = typeof (errors as { type?: unknown }).type === 'string';
  for (const [name, value] of Object.entries(errors)) {
    if (name === 'message' && typeof value === 'string') Object.assign(errors, { message: sayAgain(value) });
    // A field error's `ref` is its input element, not a field.
    else if (typeof value === 'object' && value !== null && !(isFieldError && name === 'ref')) {
      sayEach(value, sayAgain);
    }
  }
}

/**
 * Runs a form's check worded in `wording`: zod's locale is set for it (the config is zod's one global,
 * and a page's forms all share one language), and each message a shared schema wrote in English is said
 * again.
 */
export async function checkWorded<Result extends { errors: FieldErrors<FieldValues> }>(
  wording: SchemaWording,
  check: () => Promise<Result>,
): Promise<Result> {
  config(wording.zodLocale);
  const result = await check();
  sayEach(result.errors, wording.sayAgain);
  return result;
}
