import { describe, expect, it } from 'vitest';
import {
  pathIn,
  readContentFile,
  readCurrentRevisionIn,
} from '../../src/services/documents/content-files.js';
import { parseFaq } from '../../src/services/documents/text-documents.js';

/** The portal's own documents a Spanish reader is served (issue 38), each beside its English original. */
const DOCUMENTS = ['privacy-policy.md', 'faq.md', 'funnel-terms.md'];
const REVISIONED = [
  { dir: 'terms-of-use', extension: 'md' },
  { dir: 'payment-terms', extension: 'html' },
  { dir: 'screening-criteria', extension: 'html' },
  { dir: 'financial-link-terms', extension: 'md' },
  { dir: 'pre-application-notice', extension: 'html' },
];

/** What the code fills in or cuts out: `{{name}}`, `{{#section}}`, `{{^section}}`, `{{/section}}`, in order. */
const placeholders = (text: string) => [...text.matchAll(/\{\{[#^/]?\w+\}\}/g)].map((match) => match[0]);
/** The outline: Markdown heading levels, or the HTML tags, in order. */
const outline = (text: string) =>
  [...text.matchAll(/^#{1,3} |<\/?[a-z0-9]+/gm)].map((match) => match[0].trim());

async function twins(english: string, spanish: string) {
  const [en, es] = await Promise.all([readContentFile(english), readContentFile(spanish)]);
  expect(placeholders(es), spanish).toEqual(placeholders(en));
  expect(outline(es), spanish).toEqual(outline(en));
  return { en, es };
}

describe("the Spanish twins of the portal's documents", () => {
  it.each(DOCUMENTS)('%s has a Spanish twin with the same placeholders and outline', async (file) => {
    await twins(file, pathIn(file, 'es'));
  });

  it.each(REVISIONED)(
    '$dir: the current revision has a Spanish twin of the same date, placeholders and outline',
    async ({ dir, extension }) => {
      const [en, es] = await Promise.all([
        readCurrentRevisionIn(dir, extension, 'en'),
        readCurrentRevisionIn(dir, extension, 'es'),
      ]);
      expect(es.id).toBe(`${en.id}-es`);
      await twins(`${dir}/${en.id}.${extension}`, `${dir}/${en.id}.es.${extension}`);
    },
  );

  it('the Spanish FAQ asks as many questions under as many topics, each a question', async () => {
    const { en, es } = await twins('faq.md', 'faq.es.md');
    const english = parseFaq(en);
    const spanish = parseFaq(es);
    expect(spanish).toHaveLength(english.length);
    expect(new Set(spanish.map((entry) => entry.topic)).size).toBe(
      new Set(english.map((entry) => entry.topic)).size,
    );
    expect(new Set(spanish.map((entry) => entry.id)).size).toBe(spanish.length);
    for (const entry of spanish) expect(entry.question).toMatch(/\?$/);
  });
});
