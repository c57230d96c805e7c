import { todayIn } from '@portal/domain/dates/calendar-date';
import { legalAmount } from '@portal/domain/jurisdictions/charge-limits';
import type { SetAsideRule } from '@portal/domain/jurisdictions/effective-rules';
import {
  type SettingsViolation,
  settingsViolations,
  type ViolationFacts,
} from '@portal/domain/jurisdictions/settings-violations';
import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import { AppError, type FieldTexts } from '../../lib/app-error.js';
import { type Message, message } from '../../messages/message.js';
import { communityJurisdiction } from './community-jurisdiction.js';

function violationsOf(
  community: CommunityDefinition,
  now: Date,
  setAside: readonly SetAsideRule[],
): SettingsViolation[] {
  const { rules } = communityJurisdiction(community.normalized_street_address, setAside);
  return settingsViolations(community, rules, todayIn(community.timezone, now));
}

/** The rule's sentence in the reader's language; amounts as statutes write them ("$20"), as the English does. */
function ruleBroken(facts: ViolationFacts): Message {
  const { law, cite } = facts;
  if (facts.limit === 'screening_fee') {
    return message('screening_fee_above_law', { law, cite, amount: legalAmount(facts.cents) });
  }
  if (facts.limit === 'up_front_fee') return message('fee_not_allowed_up_front', { law, cite });
  const unit = {
    unit: facts.unitNumber,
    rent: legalAmount(facts.rentCents),
    total: legalAmount(facts.totalCents),
  };
  return facts.months === 1
    ? message('deposits_above_law_one_month', { law, cite, ...unit })
    : message('deposits_above_law', { law, cite, months: facts.months, ...unit });
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
  const errors: FieldTexts = {};
  for (const violation of added) {
    const field = violation.path.join('.');
    errors[field] = [...(errors[field] ?? []), ruleBroken(violation.facts)];
  }
  throw new AppError('ValidationError', ruleBroken(first.facts), errors);
}
