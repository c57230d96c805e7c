import { todayIn } from '@portal/domain/dates/calendar-date';
import { adultBirthDateProblem } from '@portal/domain/schemas/account-fields';
import { AppError, INVALID_FIELDS_MESSAGE } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { CommunityRow } from '../communities/find-community.js';

export const UNKNOWN_SUFFIX_MESSAGE = 'Choose a suffix from the list';

/** The rules that need the community: its list of suffixes and "today" in its time zone for the age. */
export function assertPersonalDetailsFitCommunity(
  community: CommunityRow,
  clock: Clock,
  details: { date_of_birth: string; suffix: string | null },
): void {
  const errors: Record<string, string[]> = {};
  const ageProblem = adultBirthDateProblem(details.date_of_birth, todayIn(community.timezone, clock.now()));
  if (ageProblem) errors.date_of_birth = [ageProblem];
  const suffixKeys = community.settings.applicant_suffix_choices.map((choice) => choice.key);
  if (details.suffix !== null && !suffixKeys.includes(details.suffix))
    errors.suffix = [UNKNOWN_SUFFIX_MESSAGE];
  if (Object.keys(errors).length > 0) {
    throw new AppError('ValidationError', INVALID_FIELDS_MESSAGE, errors);
  }
}
