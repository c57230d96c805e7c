import { sayAgain } from '@portal/domain/messages/schema-messages';
// The locale's own module rather than `z.locales.es`, so that zod's other locales need not be shaken out.
import spanishZod from 'zod/v4/locales/es.js';
import type { SchemaWording } from './schema-wording';

/** zod's Spanish, and the shared schemas' English texts said in Spanish (the API says them the same way). */
export const spanishWording: SchemaWording = {
  zodLocale: spanishZod(),
  sayAgain: (english) => sayAgain(english, 'es') ?? english,
};
