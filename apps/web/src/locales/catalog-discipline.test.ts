import { describe, expect, it } from 'vitest';

// Every catalog a renter reads has a Spanish twin (decision 0040): the same keys, the same {{placeholders}},
// and a text of its own for each (a Spanish text identical to the English one is an untranslated one,
// unless it is on the allowlist below). The staff console's and the operators' settings' catalogs stay
// English.

type Texts = { [name: string]: string | Texts };

const modules = import.meta.glob<Record<string, Texts>>('./*-*.ts', { eager: true });
const fileOf = (path: string) => path.replace(/^\.\//, '').replace(/\.ts$/, '');
const englishOnly = (name: string) => /^(staff|community-)/.test(name);

const renterCatalogs = Object.keys(modules)
  .map(fileOf)
  .filter((file) => file.startsWith('en-') && !file.endsWith('.test'))
  .map((file) => file.slice('en-'.length))
  .filter((name) => !englishOnly(name))
  .sort();

/** Words and names that are the same in both languages; texts without a word (` · `, `{{name}}`) pass as they are. */
const SAME_IN_BOTH = new Set(['Email', 'No', 'Plaid']);
const isSameInBoth = (text: string) =>
  SAME_IN_BOTH.has(text) || !/\p{L}{2,}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));

function leaves(node: Texts, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** A catalog module's one export: its texts, whatever the feature's name. */
const textsOf = (file: string): Texts | undefined => {
  const module = modules[`./${file}.ts`];
  return module ? (Object.values(module)[0] as Texts) : undefined;
};

describe('catalog discipline', () => {
  it('finds the renter catalogs', () => {
    expect(renterCatalogs).toContain('base');
    expect(renterCatalogs).toContain('journey');
    expect(renterCatalogs).not.toContain('staff-console');
  });

  describe.each(renterCatalogs)('%s', (name) => {
    const english = leaves(textsOf(`en-${name}`) ?? {});
    const spanishTexts = textsOf(`es-${name}`);

    it('has a Spanish catalog, es-%s.ts', () => {
      expect(spanishTexts, `apps/web/src/locales/es-${name}.ts is missing`).toBeDefined();
    });

    const spanish = leaves(spanishTexts ?? {});

    it('has exactly the English keys', () => {
      expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('keeps every text’s {{placeholders}}', () => {
      const differing = [...english].filter(
        ([key, text]) =>
          spanish.has(key) && placeholders(text).join() !== placeholders(spanish.get(key) ?? '').join(),
      );
      expect(differing.map(([key]) => key)).toEqual([]);
    });

    it('translates every text but names, marks and codes', () => {
      const untranslated = [...english].filter(
        ([key, text]) => spanish.get(key) === text && !isSameInBoth(text),
      );
      expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
    });
  });
});
