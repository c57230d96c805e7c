import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { t } from './i18n';
import { oops } from './oops';

function texts(node: unknown, path: string[] = []): Array<[string, string]> {
  if (typeof node === 'string') return [[path.join('.'), node]];
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([name, child]) => texts(child, [...path, name]));
  }
  return [];
}

describe('oops', () => {
  it("fills the spec's template with the reason", () => {
    expect(oops("we're having trouble finding your invitations")).toBe(
      "Oops, we're having trouble finding your invitations. Try again in a bit.",
    );
  });

  it('is what the screens show for a reason kept in a catalog', () => {
    expect(oops(t('invitations.list.loadFailed'))).toBe(
      "Oops, we're having trouble finding your invitations. Try again in a bit.",
    );
    expect(oops(t('staffLeases.lease.loadFailed'))).toBe(
      "Oops, we couldn't load this lease. Try again in a bit.",
    );
  });

  it('is the only way a catalog writes the template: only the texts the spec writes out whole are kept whole', () => {
    const whole = texts(en).filter(([, text]) => /try again in a (little )?bit/i.test(text));
    expect(Object.fromEntries(whole)).toEqual({
      'errors.oops': 'Oops, {{reason}}. Try again in a bit.',
      // Spec part 1 §8, word for word.
      'payments.terms.loadFailed':
        "Oops! We're having trouble finding your Payment Terms. Try again in a bit.",
      'journey.address.mapsUnavailable': 'Oops, something went wrong. Please try again in a bit.',
      // Spec part 2 §8, word for word.
      'income.remove.failed':
        'Oops! We had some trouble removing your financial source. Try again in a little bit.',
      'income.startOver.failed':
        'Oops! We had some trouble removing your financial records. Try again in a little bit.',
    });
  });
});
