import { DEFAULT_LANGUAGE, type Language } from '@portal/domain/constants/languages';
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

interface NoticeText {
  rule: EffectiveRule<'preApplicationNotice'>;
  html: string;
  /** The profile, the notice's revision and the criteria's: which text exactly was accepted. */
  revision: string;
  /** The revision in every language, this one among them. */
  currentRevisions: string[];
}

/**
 * The notice the community's laws ask for before any fee (Washington's screening criteria notice,
 * California's written criteria) in `language`, or null where none is: the state's paragraphs, then the
 * community's screening criteria. The markup is our own content files'; every inserted value is escaped.
 */
async function noticeFor(
  context: AppContext,
  access: TransactionAccess,
  language: Language,
): Promise<NoticeText | null> {
  const [community] = await context.db
    .select()
    .from(communities)
    .where(eq(communities.id, access.transaction.communityId));
  if (!community) throw notFound('community_not_found');
  const { rules } = await lawsOfCommunity(context.db, community);
  const rule = rules.preApplicationNotice;
  if (!rule) return null;
  const [template, criteria, place, currentRevisions] = await Promise.all([
    readCurrentRevisionIn(NOTICE_DIR, 'html', language),
    getScreeningCriteria(context, access, language),
    placeOf(context, access),
    currentNoticeRevisions(rule.from.id),
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
    rule,
    html: `${notice}${criteria.html}`,
    revision: noticeRevision(rule.from.id, template.id, criteria.current_revision.id),
    currentRevisions,
  };
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
  const notice = await noticeFor(context, access, language);
  if (!notice) return { required: false, notice: null, accepted_at: null };
  const accepted = await acceptanceOf(context.db, access, notice.currentRevisions);
  return {
    required: true,
    notice: {
      law: notice.rule.from.name,
      cite: shortCite(notice.rule.citation),
      html: notice.html,
      revision: notice.revision,
    },
    accepted_at: accepted?.acceptedAt.toISOString() ?? null,
  };
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
  const notice = await noticeFor(context, access, language);
  if (!notice) throw new AppError('Conflict', 'pre_application_notice_not_required');
  const { revision } = acceptance;
  if (!notice.currentRevisions.includes(revision)) {
    throw new AppError('ValidationError', 'pre_application_notice_changed', {
      revision: ['pre_application_notice_changed'],
    });
  }
  const acceptedAt = checkAcceptedAt(context, access, acceptance.context.time);
  const created = await context.db.transaction(async (tx) => {
    // Serializes a double click, so the check below cannot race the insert.
    const lock = `notice:${notice.currentRevisions.join()}`;
    await tx.execute(sql`select pg_advisory_xact_lock(${access.applicant.id}, hashtext(${lock}))`);
    if (await acceptanceOf(tx, access, notice.currentRevisions)) return false;
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
  return { created, notice: await getPreApplicationNotice(context, access, language) };
}

/** No fee is charged where the law asks for the notice first and the caller has not accepted it (400). */
export async function assertNoticeAcceptedBeforeFee(
  context: AppContext,
  access: TransactionAccess,
): Promise<void> {
  // Any language's notice names every language's current revision.
  const notice = await noticeFor(context, access, DEFAULT_LANGUAGE);
  if (notice && !(await acceptanceOf(context.db, access, notice.currentRevisions))) {
    throw new AppError('ValidationError', 'pre_application_notice_required', {
      pre_application_notice: ['pre_application_notice_required'],
    });
  }
}
