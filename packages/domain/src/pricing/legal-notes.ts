import {
  type ChargeLimit,
  type DepositLimit,
  legalAmount,
  type UpFrontFeeBan,
} from '../jurisdictions/charge-limits.js';
import type { PortableReportOffer } from '../jurisdictions/portable-report.js';

/**
 * What a breakdown line's `legal_note` states: a law lowered its amount or allows no such fee, or an
 * applicant's own report waived their screening fee. The breakdown says it in English; another language says the same facts in
 * its own words (the API's catalogs).
 */
export type LegalNote =
  | { kind: 'screening_fee_lowered'; fromCents: number; toCents: number; limit: ChargeLimit }
  | { kind: 'deposit_lowered'; fromCents: number; toCents: number; limit: DepositLimit }
  | { kind: 'screening_fee_waived'; offer: PortableReportOffer }
  | { kind: 'fee_not_allowed'; ban: UpFrontFeeBan };

/** How a reader's language says a legal note. */
export type LegalNoteWording = (note: LegalNote) => string;

const lowered = (note: { fromCents: number; toCents: number }) =>
  `Lowered from ${legalAmount(note.fromCents)} to ${legalAmount(note.toCents)}`;

export const legalNoteInEnglish: LegalNoteWording = (note) => {
  switch (note.kind) {
    case 'screening_fee_lowered':
      return `${lowered(note)} per applicant: ${note.limit.rule}`;
    case 'deposit_lowered':
      return `${lowered(note)}: ${note.limit.rule} All deposits together here may be ${legalAmount(note.limit.cents)}.`;
    case 'screening_fee_waived':
      return note.offer.waiverNote;
    case 'fee_not_allowed':
      return `Not charged: ${note.ban.rule}`;
  }
};
