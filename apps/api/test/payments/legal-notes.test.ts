import { applicableProfiles } from '@portal/domain/jurisdictions/applicable-profiles';
import { depositLimit, screeningFeeLimit } from '@portal/domain/jurisdictions/charge-limits';
import { effectiveRules } from '@portal/domain/jurisdictions/effective-rules';
import { portableReportOffer } from '@portal/domain/jurisdictions/portable-report';
import { type LegalNote, legalNoteInEnglish } from '@portal/domain/pricing/legal-notes';
import { describe, expect, it } from 'vitest';
import { legalNotesIn } from '../../src/services/payments/legal-notes.js';

/** A limit or offer the laws named here do have. */
function present<Value>(value: Value | null): Value {
  if (value === null) throw new Error('The law here has no such rule');
  return value;
}

const rulesAt = (state: string, city: string) =>
  effectiveRules(applicableProfiles({ state, city }).profiles.map(({ profile }) => profile));

const onDate = '2026-11-28';
const ny = rulesAt('NY', 'Brooklyn');
const ca = rulesAt('CA', 'Oakland');
const deposits = (rules: typeof ny, smallLandlord: boolean) =>
  depositLimit(rules, { rentCents: 336_600, onDate, smallLandlord });

const notes: LegalNote[] = [
  {
    kind: 'screening_fee_lowered',
    fromCents: 5_500,
    toCents: 2_000,
    limit: present(screeningFeeLimit(ny, onDate)),
  },
  { kind: 'deposit_lowered', fromCents: 340_000, toCents: 336_600, limit: present(deposits(ny, false)) },
  { kind: 'deposit_lowered', fromCents: 700_000, toCents: 673_200, limit: present(deposits(ca, true)) },
  { kind: 'screening_fee_waived', offer: present(portableReportOffer(ny, false)) },
  { kind: 'screening_fee_waived', offer: present(portableReportOffer(rulesAt('CO', 'Denver'), false)) },
  { kind: 'screening_fee_waived', offer: present(portableReportOffer(ca, true)) },
];

describe("a breakdown's legal notes in the reader's language", () => {
  it('covers every kind of note', () => {
    expect(
      new Set(notes.map((note) => (note.kind === 'screening_fee_waived' ? note.offer.acceptance : note.kind)))
        .size,
    ).toBe(5);
    expect(notes.map((note) => (note.kind === 'deposit_lowered' ? note.limit.months : 0))).toContain(2);
  });

  it.each(notes.map((note) => [legalNoteInEnglish(note), note] as const))(
    'says in English what the breakdown says: %s',
    (english, note) => {
      expect(legalNotesIn('en')(note)).toBe(english);
    },
  );

  it('says each in Spanish', () => {
    const spanish = notes.map(legalNotesIn('es'));
    expect(spanish[0]).toBe(
      'Se redujo de $55 a $20 por solicitante: New York limita el cargo de evaluación de la solicitud a $20 (N.Y. Real Prop. Law § 238-a).',
    );
    const english = notes.map(legalNoteInEnglish);
    for (const [index, text] of spanish.entries()) expect(text).not.toBe(english[index]);
  });
});
