import { base } from './en-base';

/**
 * The texts bundled with the app (the shell's, en-base.ts) and the language switch of its top bar, which
 * names each language in that language itself (app/shell/LanguageSwitch.tsx) and so needs only its label.
 */
export const shell = {
  ...base,
  languageSwitch: {
    label: 'Language',
  },
} as const;
