import { OTHER_VACATE_REASON } from '@portal/domain/leases/notice-to-vacate';
import { noticeToVacateRequestSchema } from '@portal/domain/schemas/vacate';
import { z } from 'zod';
import type { VacateDraft } from '@/shared/notice/vacate-draft';

/** The details page's words for each problem (the product spec's, which the API words otherwise). */
export interface VacateDetailsMessages {
  dateRequired: string;
  tooEarly: string;
  reasonsRequired: string;
  otherRequired: string;
}

const { move_out_date, reasons, other } = noticeToVacateRequestSchema.shape;
const details = z.object({ move_out_date, reasons, other });

/**
 * The details page's part of the notice, checked with the notice's own field schemas and its rules read
 * ahead: a move-out date on or after `earliest` (the notice period from today), and the "Other" reason's
 * text. The API checks it all again. Its output is the draft the new-address page sends.
 */
export function vacateDetailsSchema(earliest: string, messages: VacateDetailsMessages) {
  return z.custom<VacateDraft>().transform((draft, context) => {
    let valid = true;
    const report = (field: keyof VacateDraft, message: string) => {
      valid = false;
      context.addIssue({ code: 'custom', path: [field], message });
    };
    const parsed = details.safeParse({ ...draft, other: draft.other.trim() || null });
    const failed = new Map(parsed.error?.issues.map((issue) => [String(issue.path[0]), issue.message]));
    if (failed.has('move_out_date')) report('move_out_date', messages.dateRequired);
    else if (draft.move_out_date < earliest) report('move_out_date', messages.tooEarly);
    if (failed.has('reasons')) report('reasons', messages.reasonsRequired);
    const otherProblem = failed.get('other');
    if (otherProblem) report('other', otherProblem);
    else if (draft.reasons.includes(OTHER_VACATE_REASON) && !draft.other.trim())
      report('other', messages.otherRequired);
    return valid ? draft : z.NEVER;
  });
}
