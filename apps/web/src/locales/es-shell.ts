import type { shell as english } from './en-shell';
import { base } from './es-base';
import type { Translation } from './translation';

/** The Spanish shell: es-base.ts and the language switch's label; loaded before the first Spanish render. */
export const shell: Translation<typeof english> = {
  ...base,
  languageSwitch: {
    label: 'Idioma',
  },
};
