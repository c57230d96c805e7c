import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, readContentFile } from '../../src/services/documents/content-files.js';

const FOLDER = 'leases/standard';
const englishFiles = (await readdir(join(contentDir, FOLDER))).filter(
  (name) => !/\.[a-z]{2}\.md$/.test(name),
);

/** Every placeholder and section tag, sorted: the twin fills the same values and keeps the same sections. */
const tagsOf = (text: string) => [...text.matchAll(/\{\{[#^/]?[a-z_]+\}\}/g)].map(([tag]) => tag).sort();
/** The order the sections open and close in. */
const sectionsOf = (text: string) => [...text.matchAll(/\{\{[#^/][a-z_]+\}\}/g)].map(([tag]) => tag);
/** Each heading's level, in order: the twin has the same sections and numbering. */
const headingsOf = (text: string) => [...text.matchAll(/^(#{1,3}) /gm)].map(([, marks]) => marks?.length);
const listItemsOf = (text: string) => text.split('\n').filter((line) => line.startsWith('- ')).length;

describe('the Spanish translation of the standard lease documents (decision 0053)', () => {
  it('covers the lease, its addenda, the guarantor agreement and the notice to vacate', () => {
    expect(englishFiles).toHaveLength(8);
  });

  describe.each(englishFiles)('%s', (file) => {
    it('has a Spanish twin with the same placeholders, sections, headings and list items', async () => {
      const english = await readContentFile(`${FOLDER}/${file}`);
      const spanish = await readContentFile(`${FOLDER}/${file.replace(/\.md$/, '.es.md')}`);
      expect(tagsOf(spanish)).toEqual(tagsOf(english));
      expect(sectionsOf(spanish)).toEqual(sectionsOf(english));
      expect(headingsOf(spanish)).toEqual(headingsOf(english));
      expect(listItemsOf(spanish)).toBe(listItemsOf(english));
    });
  });
});
