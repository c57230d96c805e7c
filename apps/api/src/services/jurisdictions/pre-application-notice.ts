import type { Language } from '@portal/domain/constants/languages';
import { shortCite } from '@portal/domain/jurisdictions/charge-limits';
import type { EffectiveRule } from '@portal/domain/jurisdictions/effective-rules';
import { portableReportOffer } from '@portal/domain/jurisdictions/portable-report';
import type {
  PreApplicationNotice,
  PreApplicationNoticeAcceptance,
} from '@portal/domain/schemas/pre-application-notice';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { termsAcceptances } from '../../db/schema/terms-acceptances.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { screeningAgencyOf } from '../decision/screening-agency.js';
import { placeOf } from '../documents/application-place.js';
import { currentRevisionIds, readCurrentRevisionIn } from '../documents/content-files.js';
import { fillTemplate, keepSections } from '../documents/markdown-text.js';
import { checkAcceptedAt } from '../documents/terms-acceptances.js';
import { SCREENING_CRITERIA } from '../documents/terms-revisions.js';
import { getScreeningCriteria } from '../screening/screening-criteria.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { lawsOfCommunity } from './rule-overrides.js';

/** How an acceptance of the notice is kept among the terms acceptances (not a spec terms type). */
const NOTICE_TERMS_TYPE = 'pre_application_notice';
const NOTICE_DIR = 'pre-application-notice';

/** Which text exactly was read: the profile, the notice's revision and the criteria's, in one language. */
const noticeRevision = (profileId: string, noticeId: string, criteriaId: string) =>
  `${profileId}:${noticeId}+${criteriaId}`;

/** The notice's current revision in every language: accepting any of them is accepting the notice. */
async function currentNoticeRevisions(profileId: string): Promise<string[]> {
  const [notices, criteria] = await Promise.all([
    currentRevisionIds(NOTICE_DIR, 'html'),
    currentRevisionIds(SCREENING_CRITERIA.dir, SCREENING_CRITERIA.extension),
  ]);
  return notices.map((noticeId, index) => noticeRevision(profileId, noticeId, criteria[index] ?? ''));
}

/** The notice the community's laws ask for before any fee, and its current revision in every language. */
interface NoticeLaw {
  community: typeof communities.$inferSelect;
  rules: Awaited<ReturnType<typeof lawsOfCommunity>>['rules'];
  rule: EffectiveRule<'preApplicationNotice'>;
  /** Accepting any of them is accepting the notice. */
  currentRevisions: string[];
}

/** Whether the community's laws ask for a notice before any fee (Washington's, California's), and which. */
async function noticeLawOf(context: AppContext, access: TransactionAccess): Promise<NoticeLaw | null> {
  const [community] = await context.db
    .select()
    .from(communities)
    .where(eq(communities.id, access.transaction.communityId));
  if (!community) throw notFound('community_not_found');
  const { rules } = await lawsOfCommunity(context.db, community);
  const rule = rules.preApplicationNotice;
  if (!rule) return null;
  return { community, rules, rule, currentRevisions: await currentNoticeRevisions(rule.from.id) };
}

/**
 * The notice in `language`: the state's paragraphs, then the community's screening criteria, with which
 * text exactly it is. The markup is our own content files'; every inserted value is escaped.
 */
async function noticeIn(
  context: AppContext,
  access: TransactionAccess,
  { community, rules, rule }: NoticeLaw,
  language: Language,
): Promise<NonNullable<PreApplicationNotice['notice']>> {
  const [template, criteria, place] = await Promise.all([
    readCurrentRevisionIn(NOTICE_DIR, 'html', language),
    getScreeningCriteria(context, access, language),
    placeOf(context, access),
  ]);
  const offer = portableReportOffer(rules, community.settings.accept_portable_screening_reports);
  const agency = screeningAgencyOf(context, community);
  const notice = fillTemplate(
    keepSections(template.text, { reports_accepted: offer !== null }),
    {
      law: rule.from.name,
      cite: shortCite(rule.citation),
      company: place.company,
      community: place.community,
      agency_name: agency.name,
      agency_address: agency.address,
      agency_phone: agency.tollFreePhone,
      max_age_days: String(offer?.maxAgeDays ?? 0),
    },
    escapeHtml,
  );
  return {
    law: rule.from.name,
    cite: shortCite(rule.citation),
    html: `${notice}${criteria.html}`,
    revision: noticeRevision(rule.from.id, template.id, criteria.current_revision.id),
  };
}

/** The notice in `language` with the caller's acceptance of it, read after any write. */
async function noticeAnswer(
  context: AppContext,
  access: TransactionAccess,
  law: NoticeLaw,
  language: Language,
): Promise<PreApplicationNotice> {
  const [notice, accepted] = await Promise.all([
    noticeIn(context, access, law, language),
    acceptanceOf(context.db, access, law.currentRevisions),
  ]);
  return { required: true, notice, accepted_at: accepted?.acceptedAt.toISOString() ?? null };
}

/** The caller's acceptance of one of these revisions of the notice, if they gave it. */
async function acceptanceOf(
  db: Database | DatabaseTransaction,
  access: TransactionAccess,
  revisions: readonly string[],
) {
  const [row] = await db
    .select({ acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(
      and(
        eq(termsAcceptances.transactionId, access.transaction.id),
        eq(termsAcceptances.applicantId, access.applicant.id),
        eq(termsAcceptances.type, NOTICE_TERMS_TYPE),
        inArray(termsAcceptances.revision, [...revisions]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * GET /api/transaction/{id}/pre-application-notice/: the notice the law here asks for before any fee, in
 * `language`; accepted when its current revision in any language was.
 */
export async function getPreApplicationNotice(
  context: AppContext,
  access: TransactionAccess,
  language: Language,
): Promise<PreApplicationNotice> {
  const law = await noticeLawOf(context, access);
  if (!law) return { required: false, notice: null, accepted_at: null };
  return noticeAnswer(context, access, law, language);
}

/**
 * POST /api/transaction/{id}/pre-application-notice/: the caller accepts the revision they read (either
 * language's), kept with its time, IP and browser among the terms acceptances. A revision that is no longer
 * current is refused, so what is kept is what was shown; accepting twice keeps the first record.
 */
export async function acceptPreApplicationNotice(
  context: AppContext,
  access: TransactionAccess,
  acceptance: PreApplicationNoticeAcceptance & { ipAddress: string; userAgent: string },
  language: Language,
): Promise<{ created: boolean; notice: PreApplicationNotice }> {
  const law = await noticeLawOf(context, access);
  if (!law) throw new AppError('Conflict', 'pre_application_notice_not_required');
  const { revision } = acceptance;
  if (!law.currentRevisions.includes(revision)) {
    throw new AppError('ValidationError', 'pre_application_notice_changed', {
      revision: ['pre_application_notice_changed'],
    });
  }
  const acceptedAt = checkAcceptedAt(context, access, acceptance.context.time);
  const created = await context.db.transaction(async (tx) => {
    // Serializes a double click, so the check below cannot race the insert.
    const lock = `notice:${law.currentRevisions.join()}`;
    await tx.execute(sql`select pg_advisory_xact_lock(${access.applicant.id}, hashtext(${lock}))`);
    if (await acceptanceOf(tx, access, law.currentRevisions)) return false;
    await tx.insert(termsAcceptances).values({
      transactionId: access.transaction.id,
      applicantId: access.applicant.id,
      type: NOTICE_TERMS_TYPE,
      revision,
      acceptedAt,
      ipAddress: acceptance.ipAddress,
      userAgent: acceptance.userAgent,
      createdAt: context.clock.now(),
    });
    return true;
  });
  return { created, notice: await noticeAnswer(context, access, law, language) };
}

/** No fee is charged where the law asks for the notice first and the caller has not accepted it (400). */
export async function assertNoticeAcceptedBeforeFee(
  context: AppContext,
  access: TransactionAccess,
): Promise<void> {
  const law = await noticeLawOf(context, access);
  if (law && !(await acceptanceOf(context.db, access, law.currentRevisions))) {
    throw new AppError('ValidationError', 'pre_application_notice_required', {
      pre_application_notice: ['pre_application_notice_required'],
    });
  }
}
