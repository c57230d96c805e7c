import type { Recommendation } from '@portal/domain/schemas/recommendation';
import type { DenialReason } from '@portal/domain/schemas/staff-decision';
import { escapeMarkdownText } from '../documents/markdown-text.js';
import { depositNotice } from '../staff/application-decided-mail.js';

/** The range every score the product uses is on (FCRA §615(a)(1) asks the notice to say it). */
export const CREDIT_SCORE_RANGE = { low: 300, high: 850 } as const;

/** Each reason a denial can give, in words an applicant reads. */
export const plainReasons: Record<DenialReason, string> = {
  credit: "Your credit history did not meet the community's credit requirements.",
  eviction: 'The screening found an eviction record within the period the community considers.',
  income: "The household's income did not meet the income requirement for this apartment.",
  criminal:
    "After an individualized assessment, the criminal history in the screening report, together with anything you sent us, did not meet the community's criteria.",
  identity: 'We could not verify your identity.',
  other: 'Other reasons, explained below.',
};

export interface NoticeFacts {
  applicantName: string;
  community: { displayName: string; address: string; phone: string };
  home: string;
  /** 'YYYY-MM-DD' in the community's calendar. */
  decidedOn: string;
  decision: 'deny' | 'conditionally_approve';
  reasons: DenialReason[];
  note: string | null;
  additionalDeposit: { amountCents: number; kind: string } | null;
  agency: { name: string; address: string; tollFreePhone: string };
  /** The applicant's credit result, when credit played a part in the decision. */
  credit: { score: number | null; scoredOn: string; factors: string[] } | null;
}

/**
 * Whether credit played a part: a denial that gives credit as a reason, or a conditional approval unless
 * the recommendation it was made against shows credit passing.
 */
export function creditPlayedAPart(
  decision: string,
  reasons: readonly string[],
  recommendation: Recommendation | null,
): boolean {
  if (decision === 'deny') return reasons.includes('credit');
  const credit = recommendation?.criteria.find((criterion) => criterion.criterion === 'credit');
  return credit?.outcome !== 'pass';
}

function creditSection(facts: NoticeFacts): string[] {
  if (!facts.credit) return [];
  const { score, scoredOn, factors } = facts.credit;
  const text = escapeMarkdownText;
  if (score === null) {
    return [
      '## Your credit score',
      '',
      `${text(facts.agency.name)} could not produce a credit score from your credit file (too little credit history), and that was part of the decision.`,
      '',
    ];
  }
  return [
    '## Your credit score',
    '',
    `We used a credit score in making this decision. Your score: ${score}, on a range from ${CREDIT_SCORE_RANGE.low} to ${CREDIT_SCORE_RANGE.high}, produced on ${scoredOn} by ${text(facts.agency.name)}.`,
    '',
    ...(factors.length
      ? [
          'Key factors that adversely affected your credit score:',
          '',
          ...factors.map((factor) => `- ${text(factor)}`),
          '',
        ]
      : []),
  ];
}

/**
 * The adverse action notice (FCRA §615(a)) as light Markdown for markdownToPdf: the decision and its
 * reasons in plain language; the consumer reporting agency's name, address and toll-free number; that it
 * did not make the decision and cannot explain it; the free copy within 60 days and the right to dispute;
 * the credit score with its range, date and key factors where credit played a part; and whom to ask.
 * Every value from the database is escaped.
 */
export function adverseActionNoticeText(facts: NoticeFacts): string {
  const text = escapeMarkdownText;
  const outcome =
    facts.decision === 'deny'
      ? `Thank you for applying to rent ${text(facts.home)} at ${text(facts.community.displayName)}. Unfortunately, we were unable to approve your application.`
      : `Thank you for applying to rent ${text(facts.home)} at ${text(facts.community.displayName)}. We can approve your application only on this condition: ${text(
          depositNotice(
            facts.additionalDeposit?.kind ?? 'security_deposit',
            facts.additionalDeposit?.amountCents ?? 0,
          ),
        )}`;
  const reasons =
    facts.decision === 'deny'
      ? facts.reasons.map((reason) => `- ${plainReasons[reason]}`)
      : ['- The information in your credit report.'];
  const otherReason = facts.decision === 'deny' && facts.reasons.includes('other') && facts.note;
  return [
    '# Adverse Action Notice',
    '',
    `**${text(facts.community.displayName)}**`,
    '',
    `Date: ${facts.decidedOn}`,
    '',
    `Dear ${text(facts.applicantName)},`,
    '',
    outcome,
    '',
    '## Why',
    '',
    ...reasons,
    '',
    ...(otherReason ? [text(otherReason), ''] : []),
    '## The consumer report we used',
    '',
    'Our decision was based in whole or in part on information in a consumer report from:',
    '',
    `**${text(facts.agency.name)}**`,
    '',
    `${text(facts.agency.address)}. Toll-free: ${text(facts.agency.tollFreePhone)}.`,
    '',
    'The consumer reporting agency did not make this decision and is unable to tell you the specific reasons why it was made.',
    '',
    '## Your rights',
    '',
    '- You have the right to a free copy of your consumer report from the agency named above, if you ask for it within 60 days of receiving this notice.',
    '- You have the right to dispute the accuracy or completeness of any information in the report directly with the agency.',
    '',
    ...creditSection(facts),
    '## Questions',
    '',
    `Contact the leasing office of ${text(facts.community.displayName)}: ${text(facts.community.address)}, ${text(facts.community.phone)}.`,
  ].join('\n');
}
