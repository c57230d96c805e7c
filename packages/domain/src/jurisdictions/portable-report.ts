import { daysBetween } from '../dates/calendar-date.js';
import { shortCite } from './charge-limits.js';
import type { EffectiveRules } from './effective-rules.js';
import type { PortableReportRule } from './jurisdiction-profile.js';

/** A screening report the applicant may give in place of the screening fee, where and why. */
export interface PortableReportOffer {
  acceptance: PortableReportRule['acceptance'];
  /** How recent the report must be, in calendar days before today. */
  maxAgeDays: number;
  /** The profile whose law it is: "New York". */
  law: string;
  /** "N.Y. Real Prop. Law § 238-a" */
  cite: string;
  /** What the breakdown says under a fee a report waived, in plain words. */
  waiverNote: string;
}

/** What the report is called where it is offered, as each statute names it. */
const reportNames: Record<PortableReportRule['acceptance'], string> = {
  fee_waiver: 'a background or credit check',
  required: 'a portable screening report',
  optional: 'a screening report',
};

/**
 * Whether applicants may give their own recent screening report instead of paying the screening fee: where
 * the law requires it to be accepted (Colorado) or waives the fee for one (New York), and where it leaves
 * the choice to the landlord (California, Washington) only if the community accepts them.
 */
export function portableReportOffer(
  rules: EffectiveRules,
  communityAcceptsReports: boolean,
): PortableReportOffer | null {
  const rule = rules.portableReport;
  if (!rule || (rule.acceptance === 'optional' && !communityAcceptsReports)) return null;
  // A rule citing several sections is cited by its first: the one that says the fee goes.
  const [firstCite = rule.citation.cite] = rule.citation.cite.split(';');
  const cite = shortCite({ ...rule.citation, cite: firstCite.trim() });
  const given = `Waived for each applicant who gave ${reportNames[rule.acceptance]} from the last ${rule.maxAgeDays} days`;
  const why =
    rule.acceptance === 'optional'
      ? `this community accepts them, and ${rule.from.name} then allows no screening fee (${cite}).`
      : `${rule.from.name} then allows no screening fee (${cite}).`;
  return {
    acceptance: rule.acceptance,
    maxAgeDays: rule.maxAgeDays,
    law: rule.from.name,
    cite,
    waiverNote: `${given}: ${why}`,
  };
}

/**
 * Why a report's date does not qualify on `today` (both 'YYYY-MM-DD'), or null when it does: made on one
 * of the last `maxAgeDays` days, today included.
 */
export function reportDateProblem(
  reportDate: string,
  today: string,
  maxAgeDays: number,
): 'invalid' | 'in_future' | 'too_old' | null {
  const age = daysBetween(reportDate, today);
  if (age === undefined) return 'invalid';
  if (age < 0) return 'in_future';
  return age > maxAgeDays ? 'too_old' : null;
}
