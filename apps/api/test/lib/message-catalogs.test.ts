import { progressSteps } from '@portal/domain/constants/progress-steps';
import { schemaMessagesEn } from '@portal/domain/messages/schema-messages-en';
import { schemaMessagesEs } from '@portal/domain/messages/schema-messages-es';
import { placeholdersOf } from '@portal/domain/messages/template';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/messages/en.js';
import { es } from '../../src/messages/es.js';

/** Texts that read the same in both languages: proper names and bare field names only. */
const sameInSpanish = new Set<string>([]);

const catalogs = [
  { name: 'API messages', english: en as Record<string, string>, spanish: es as Record<string, string> },
  {
    name: 'shared schema messages',
    english: schemaMessagesEn as Record<string, string>,
    spanish: schemaMessagesEs as Record<string, string>,
  },
];

it('names each step of the flow as the progress drawer does', () => {
  for (const step of progressSteps) expect(en[`step_${step.key}`]).toBe(step.label);
});

describe.each(catalogs)('$name', ({ english, spanish }) => {
  it('has every code in both languages, and no other', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))('%s: same placeholders, and Spanish words', (code) => {
    const englishText = english[code] ?? '';
    const spanishText = spanish[code] ?? '';
    expect(placeholdersOf(spanishText)).toEqual(placeholdersOf(englishText));
    if (!sameInSpanish.has(code)) expect(spanishText).not.toBe(englishText);
  });
});
