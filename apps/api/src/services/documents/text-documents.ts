import type { Language } from '@portal/domain/constants/languages';
import type { FaqEntry, FaqList, TermsDocument } from '@portal/domain/schemas/documents';
import { DOCUMENT_TEXT_FORMAT } from '@portal/domain/schemas/documents';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { companies } from '../../db/schema/companies.js';
import { documentText } from '../../messages/documents-text.js';
import { findCommunity } from '../communities/find-community.js';
import { readContentFileIn, readCurrentRevisionIn } from './content-files.js';
import { fillTemplate, slugify } from './markdown-text.js';

/** GET /api/privacy-policy: the platform privacy policy in `language`. */
export function getPrivacyPolicy(language: Language): Promise<string> {
  return readContentFileIn('privacy-policy.md', language);
}

/**
 * GET /api/terms/: the newest revision of the platform Terms of Use in `language`; its id names the
 * language's text (`2026-11-01-es`), so the account records which text was accepted.
 */
export async function getTermsOfUse(language: Language): Promise<TermsDocument> {
  const revision = await readCurrentRevisionIn('terms-of-use', 'md', language);
  return { text: revision.text, current_revision: { id: revision.id, content_type: DOCUMENT_TEXT_FORMAT } };
}

type CountedCode = 'terms_paystub_rule' | 'terms_days' | 'terms_minutes' | 'terms_adults';

/** A counted text of the terms ("3 days", "1 adult") in `language`. */
export function countedText(language: Language, code: CountedCode, count: number): string {
  return documentText(language, `${code}_${count === 1 ? 'one' : 'other'}`, { count });
}

/** 3 → "3", 2.5 → "2.5": income multipliers as a person would write them. */
function formatMultiplier(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export const DEFAULT_PRICING_DISCLAIMER = documentText('en', 'lease_pricing_disclaimer');

/** GET /api/funnel_terms/{id}: the community's application terms in `language`, filled from its settings. */
export async function getFunnelTerms(
  { db }: AppContext,
  slugOrId: string,
  language: Language,
): Promise<string> {
  const community = await findCommunity(db, slugOrId);
  const [company] = await db.select().from(companies).where(eq(companies.id, community.companyId));
  if (!company) throw new Error(`Community ${community.slug} has no company`);
  const { settings } = community;
  const paystubs = settings.minimum_paystubs_required;
  return fillTemplate(await readContentFileIn('funnel-terms.md', language), {
    community: community.displayName,
    address: community.normalizedStreetAddress,
    company: company.name,
    phone: community.contactPhone,
    income_multiplier: formatMultiplier(settings.applicant_income_requirements),
    guarantor_multiplier: formatMultiplier(settings.guarantor_income_requirement_multiplier),
    paystub_rule: paystubs > 0 ? countedText(language, 'terms_paystub_rule', paystubs) : '',
    quote_valid_days: countedText(language, 'terms_days', settings.quote_valid_days),
    // The community's own disclaimer is shown as its staff wrote it, in any language.
    pricing_disclaimer:
      settings.leasing_pricing_disclaimer.trim() || documentText(language, 'lease_pricing_disclaimer'),
    idle_timeout: countedText(language, 'terms_minutes', settings.idle_timeout_minutes),
  });
}

/**
 * The FAQ file: `## Topic`, then `### Question` followed by its answer paragraphs. Exported for the
 * tests; a malformed file throws so the mistake shows up before any visitor sees it.
 */
export function parseFaq(text: string): FaqEntry[] {
  const entries: FaqEntry[] = [];
  let topic: string | undefined;
  let current: { question: string; lines: string[] } | undefined;

  const finish = () => {
    if (!current) return;
    const answer = current.lines.join('\n').trim();
    if (!topic || !answer) throw new Error(`FAQ question without a topic or an answer: ${current.question}`);
    entries.push({ id: slugify(current.question), topic, question: current.question, answer });
    current = undefined;
  };

  for (const line of text.split('\n')) {
    const heading = /^(#{1,3})\s+(.+?)\s*$/.exec(line);
    if (heading?.[1] && heading[2]) {
      finish();
      if (heading[1].length === 2) topic = heading[2];
      if (heading[1].length === 3) current = { question: heading[2], lines: [] };
    } else if (current) {
      current.lines.push(line);
    }
  }
  finish();
  return entries;
}

/** GET /api/faq/: the questions applicants ask most, in `language`. */
export async function getFaq(language: Language): Promise<FaqList> {
  return { questions: parseFaq(await readContentFileIn('faq.md', language)) };
}
