import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { placeholdersOf } from '@portal/domain/messages/template';
import { describe, expect, it } from 'vitest';
import { documentsCatalogs } from '../../src/messages/documents-text.js';
import { mailCatalogs } from '../../src/messages/mail-text.js';
import { contentDir } from '../../src/services/documents/content-files.js';
import { templateProblems } from '../../src/services/documents/document-templates.js';

/** Texts Spanish says exactly as English does: a layout made of placeholders alone. */
const SAME_IN_BOTH = new Set(['receipt_line']);

const tagsOf = (text: string) => [...text.matchAll(/<\/?(\w+)/g)].map((match) => match[0]);

describe.each([
  { family: 'e-mails and text messages', catalogs: mailCatalogs },
  { family: 'documents', catalogs: documentsCatalogs },
])('the $family catalogs', ({ catalogs }) => {
  const { en, es } = catalogs as unknown as Record<'en' | 'es', Record<string, string>>;

  it('say every code in both languages', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('fill the same placeholders and markup in both languages', () => {
    for (const [code, english] of Object.entries(en)) {
      const spanish = es[code] ?? '';
      expect(placeholdersOf(spanish), code).toEqual(placeholdersOf(english));
      expect(tagsOf(spanish), code).toEqual(tagsOf(english));
    }
  });

  it('leave no English text untranslated', () => {
    for (const [code, english] of Object.entries(en)) {
      if (!SAME_IN_BOTH.has(code)) expect(es[code], code).not.toBe(english);
    }
  });
});

describe("the criminal review letter's Spanish wording", () => {
  const letter = (file: string) => readFile(join(contentDir, 'letters', file), 'utf8');

  it('is a valid template with the placeholders and sections of the English one', async () => {
    const [english, spanish] = await Promise.all([
      letter('criminal-review.md'),
      letter('criminal-review.es.md'),
    ]);
    const tags = (text: string) => [...new Set(text.match(/\{\{[^}]*\}\}/g))].sort();
    expect(tags(spanish)).toEqual(tags(english));
    expect(templateProblems('criminal_review_letter', spanish)).toEqual([]);
  });
});
