import { createRequire } from 'node:module';

const COMMON_PASSWORD_COUNT = 10_000;

/** The most used passwords, most common first, from the zxcvbn-ts common-language dictionary. */
function loadCommonPasswords(): Set<string> {
  const require = createRequire(import.meta.url);
  const ranked = require('@zxcvbn-ts/language-common/dist/passwords.json.cjs') as
    | string[]
    | { default: string[] };
  const list = Array.isArray(ranked) ? ranked : ranked.default;
  return new Set(list.slice(0, COMMON_PASSWORD_COUNT).map((password) => password.toLowerCase()));
}

let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}
