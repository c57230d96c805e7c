import { parseCalendarDate } from '@portal/domain/dates/calendar-date';
import { isWithinMoveInWindow, type MoveInWindow } from '@portal/domain/flow/move-in-window';
import { type TransactionPatch, transactionPatchSchema } from '@portal/domain/schemas/lease-transaction';
import { z } from 'zod';

/** The page's own words for each problem (the specification's, not the API's). */
export interface LeaseTermsTexts {
  moveInMissing: string;
  moveInInvalid: string;
  /** Names the window's dates; unused when the unit has no window. */
  moveInOutside: string;
  termMissing: string;
}

/**
 * The primary applicant's move-in date and lease term: a real date within the unit's move-in window
 * (when it has one) and a chosen term, the radio's text made the term's number. The result is the
 * PATCH body, checked as the API checks it.
 */
export function leaseTermsSchema(window: MoveInWindow | null, texts: LeaseTermsTexts) {
  return z
    .object({
      move_in_date: z
        .string()
        .trim()
        .min(1, { message: texts.moveInMissing, abort: true })
        .refine((date) => parseCalendarDate(date) !== undefined, {
          message: texts.moveInInvalid,
          abort: true,
        })
        .refine((date) => !window || isWithinMoveInWindow(date, window), texts.moveInOutside),
      lease_term: z
        .string()
        .min(1, texts.termMissing)
        .transform((months): NonNullable<TransactionPatch['lease_term']> => Number(months)),
    })
    .pipe(transactionPatchSchema.pick({ move_in_date: true, lease_term: true }).required());
}
