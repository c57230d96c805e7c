import { todayIn } from '@portal/domain/dates/calendar-date';
import type { SetAsideRule } from '@portal/domain/jurisdictions/effective-rules';
import { type SettingsViolation, settingsViolations } from '@portal/domain/jurisdictions/settings-violations';
import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import { AppError, type FieldTexts } from '../../lib/app-error.js';
import { communityJurisdiction } from './community-jurisdiction.js';

function violationsOf(
  community: CommunityDefinition,
  now: Date,
  setAside: readonly SetAsideRule[],
): SettingsViolation[] {
  const { rules } = communityJurisdiction(community.normalized_street_address, setAside);
  return settingsViolations(community, rules, todayIn(community.timezone, now));
}

const keyOf = (violation: SettingsViolation) => `${violation.path.join('.')}\n${violation.message}`;

/**
 * Refuses (400, the first rule named as the message, each under its field) a fee or deposit that the
 * settings `after` configure above the law of the community's place, unless `before` configured it
 * already: a figure saved before a law, or the demo's, keeps the community editable and is capped
 * when charged instead. A rule an admin set aside for the community (`setAside`) refuses nothing.
 */
export function refuseUnlawfulSettings(
  before: CommunityDefinition | null,
  after: CommunityDefinition,
  now: Date,
  setAside: readonly SetAsideRule[] = [],
): void {
  const known = new Set(before ? violationsOf(before, now, setAside).map(keyOf) : []);
  const added = violationsOf(after, now, setAside).filter((violation) => !known.has(keyOf(violation)));
  const [first] = added;
  if (!first) return;
  // The rule's sentence is the domain's own English, as a shared schema's message is.
  const errors: FieldTexts = {};
  for (const violation of added) {
    const field = violation.path.join('.');
    errors[field] = [...(errors[field] ?? []), { said: violation.message }];
  }
  throw new AppError('ValidationError', { said: first.message }, errors);
}
