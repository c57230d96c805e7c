import type { FaqEntry, FaqList, TermsDocument } from '@portal/domain/schemas/documents';
import { DOCUMENT_TEXT_FORMAT } from '@portal/domain/schemas/documents';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { companies } from '../../db/schema/companies.js';
import { findCommunity } from '../communities/find-community.js';
import { readContentFile, readCurrentRevision } from './content-files.js';
import { fillTemplate, slugify } from './markdown-text.js';

/** GET /api/privacy-policy: the platform privacy policy. */
export function getPrivacyPolicy(): Promise<string> {
  return readContentFile('privacy-policy.md');
}

/** GET /api/terms/: the newest revision of the platform Terms of Use. */
export async function getTermsOfUse(): Promise<TermsDocument> {
  const revision = await readCurrentRevision('terms-of-use', 'md');
  return { text: revision.text, current_revision: { id: revision.id, content_type: DOCUMENT_TEXT_FORMAT } };
}

function plural(count: number, one: string, other: string): string {
  return `${count} ${count === 1 ? one : other}`;
}

/** 3 → "3", 2.5 → "2.5": income multipliers as a person would write them. */
function formatMultiplier(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export const DEFAULT_PRICING_DISCLAIMER =
  'Prices, fees and specials can change until the lease is signed by everyone on it.';

/** GET /api/funnel_terms/{id}: the community's application terms, filled in from its settings. */
export async function getFunnelTerms({ db }: AppContext, slugOrId: string): Promise<string> {
  const community = await findCommunity(db, slugOrId);
  const [company] = await db.select().from(companies).where(eq(companies.id, community.companyId));
  if (!company) throw new Error(`Community ${community.slug} has no company`);
  const { settings } = community;
  const paystubs = settings.minimum_paystubs_required;
  return fillTemplate(await readContentFile('funnel-terms.md'), {
    community: community.displayName,
    address: community.normalizedStreetAddress,
    company: company.name,
    phone: community.contactPhone,
    income_multiplier: formatMultiplier(settings.applicant_income_requirements),
    guarantor_multiplier: formatMultiplier(settings.guarantor_income_requirement_multiplier),
    paystub_rule:
      paystubs > 0
        ? `When you verify income with pay stubs, upload at least ${plural(paystubs, 'recent one', 'recent ones')}.`
        : '',
    quote_valid_days: plural(settings.quote_valid_days, 'day', 'days'),
    pricing_disclaimer: settings.leasing_pricing_disclaimer.trim() || DEFAULT_PRICING_DISCLAIMER,
    idle_timeout: plural(settings.idle_timeout_minutes, 'minute', 'minutes'),
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

/** GET /api/faq/: the questions applicants ask most. */
export async function getFaq(): Promise<FaqList> {
  return { questions: parseFaq(await readContentFile('faq.md')) };
}
