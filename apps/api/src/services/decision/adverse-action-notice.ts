import type { Language } from '@portal/domain/constants/languages';
import type { Recommendation } from '@portal/domain/schemas/recommendation';
import type { DenialReason } from '@portal/domain/schemas/staff-decision';
import { printedDay } from '../../messages/catalog-text.js';
import { documentText, type PlainDocumentsCode } from '../../messages/documents-text.js';
import { escapeMarkdownText } from '../documents/markdown-text.js';
import { depositNotice } from '../staff/application-decided-mail.js';

/** The range every score the product uses is on (FCRA §615(a)(1) asks the notice to say it). */
export const CREDIT_SCORE_RANGE = { low: 300, high: 850 } as const;

/** Each reason a denial can give, in words an applicant reads. */
const plainReasons: Record<DenialReason, PlainDocumentsCode> = {
  credit: 'aan_reason_credit',
  eviction: 'aan_reason_eviction',
  income: 'aan_reason_income',
  criminal: 'aan_reason_criminal',
  identity: 'aan_reason_identity',
  other: 'aan_reason_other',
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
  /** The applicant's language, the notice's. */
  language: Language;
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
  const { language } = facts;
  const agency = escapeMarkdownText(facts.agency.name);
  const heading = `## ${documentText(language, 'aan_credit_score')}`;
  if (score === null) return [heading, '', documentText(language, 'aan_no_score', { agency }), ''];
  return [
    heading,
    '',
    documentText(language, 'aan_score', {
      score: String(score),
      low: String(CREDIT_SCORE_RANGE.low),
      high: String(CREDIT_SCORE_RANGE.high),
      date: printedDay(scoredOn, language),
      agency,
    }),
    '',
    ...(factors.length
      ? [
          documentText(language, 'aan_key_factors'),
          '',
          ...factors.map((factor) => `- ${escapeMarkdownText(factor)}`),
          '',
        ]
      : []),
  ];
}

/**
 * The adverse action notice (FCRA §615(a)) as light Markdown for markdownToPdf, in the applicant's
 * language: the decision and its reasons in plain language; the consumer reporting agency's name, address
 * and toll-free number; that it did not make the decision and cannot explain it; the free copy within 60
 * days and the right to dispute; the credit score with its range, date and key factors where credit played
 * a part; and whom to ask. Every value from the database is escaped.
 */
export function adverseActionNoticeText(facts: NoticeFacts): string {
  const text = escapeMarkdownText;
  const { language } = facts;
  const say = (code: PlainDocumentsCode) => documentText(language, code);
  const place = { home: text(facts.home), community: text(facts.community.displayName) };
  const outcome =
    facts.decision === 'deny'
      ? documentText(language, 'aan_denied', place)
      : documentText(language, 'aan_conditional', {
          ...place,
          condition: text(
            depositNotice(
              facts.additionalDeposit?.kind ?? 'security_deposit',
              facts.additionalDeposit?.amountCents ?? 0,
              language,
            ),
          ),
        });
  const reasons =
    facts.decision === 'deny'
      ? facts.reasons.map((reason) => `- ${say(plainReasons[reason])}`)
      : [`- ${say('aan_reason_credit_report')}`];
  const otherReason = facts.decision === 'deny' && facts.reasons.includes('other') && facts.note;
  return [
    `# ${say('aan_title')}`,
    '',
    `**${text(facts.community.displayName)}**`,
    '',
    documentText(language, 'aan_date', { date: printedDay(facts.decidedOn, language) }),
    '',
    documentText(language, 'aan_dear', { name: text(facts.applicantName) }),
    '',
    outcome,
    '',
    `## ${say('aan_why')}`,
    '',
    ...reasons,
    '',
    ...(otherReason ? [text(otherReason), ''] : []),
    `## ${say('aan_report_used')}`,
    '',
    say('aan_based_on'),
    '',
    `**${text(facts.agency.name)}**`,
    '',
    documentText(language, 'aan_agency_contact', {
      address: text(facts.agency.address),
      phone: text(facts.agency.tollFreePhone),
    }),
    '',
    say('aan_agency_did_not_decide'),
    '',
    `## ${say('aan_your_rights')}`,
    '',
    `- ${say('aan_free_copy')}`,
    `- ${say('aan_dispute')}`,
    '',
    ...creditSection(facts),
    `## ${say('questions')}`,
    '',
    documentText(language, 'aan_contact', {
      community: text(facts.community.displayName),
      address: text(facts.community.address),
      phone: text(facts.community.phone),
    }),
  ].join('\n');
}
