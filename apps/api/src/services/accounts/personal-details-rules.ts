import { todayIn } from '@portal/domain/dates/calendar-date';
import { adultBirthDateProblem } from '@portal/domain/schemas/account-fields';
import { AppError, type FieldTexts } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { CommunityRow } from '../communities/find-community.js';

/** The rules that need the community: its list of suffixes and "today" in its time zone for the age. */
export function assertPersonalDetailsFitCommunity(
  community: CommunityRow,
  clock: Clock,
  details: { date_of_birth: string; suffix: string | null },
): void {
  const errors: FieldTexts = {};
  const ageProblem = adultBirthDateProblem(details.date_of_birth, todayIn(community.timezone, clock.now()));
  if (ageProblem) errors.date_of_birth = [{ said: ageProblem }];
  const suffixKeys = community.settings.applicant_suffix_choices.map((choice) => choice.key);
  if (details.suffix !== null && !suffixKeys.includes(details.suffix)) errors.suffix = ['unknown_suffix'];
  if (Object.keys(errors).length > 0) {
    throw new AppError('ValidationError', 'invalid_fields', errors);
  }
}
