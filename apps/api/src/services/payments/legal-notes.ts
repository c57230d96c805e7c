import type { Language } from '@portal/domain/constants/languages';
import { legalAmount } from '@portal/domain/jurisdictions/charge-limits';
import type { LegalNote, LegalNoteWording } from '@portal/domain/pricing/legal-notes';
import { type Message, message, say } from '../../messages/message.js';

function noteMessage(note: LegalNote): Message {
  if (note.kind === 'screening_fee_waived') {
    const { acceptance, maxAgeDays: days, law, cite } = note.offer;
    if (acceptance === 'fee_waiver') return message('legal_note_waived_fee_waiver', { days, law, cite });
    if (acceptance === 'required') return message('legal_note_waived_required', { days, law, cite });
    return message('legal_note_waived_optional', { days, law, cite });
  }
  if (note.kind === 'fee_not_allowed') {
    return message('legal_note_fee_not_allowed', { law: note.ban.law, cite: note.ban.cite });
  }
  const { law, cite, cents } = note.limit;
  const lowered = { from: legalAmount(note.fromCents), to: legalAmount(note.toCents), law, cite };
  if (note.kind === 'screening_fee_lowered') {
    return message('legal_note_screening_fee_lowered', { ...lowered, amount: legalAmount(cents) });
  }
  return note.limit.months === 1
    ? message('legal_note_deposit_lowered_one_month', { ...lowered, limit: legalAmount(cents) })
    : message('legal_note_deposit_lowered', {
        ...lowered,
        limit: legalAmount(cents),
        months: note.limit.months,
      });
}

/**
 * A breakdown's legal notes in the reader's language, from their facts. Amounts are written as statutes
 * write them ("$20"), as the English does.
 */
export const legalNotesIn =
  (language: Language): LegalNoteWording =>
  (note) =>
    say(noteMessage(note), language);
