import { shortCite } from '@portal/domain/jurisdictions/charge-limits';
import type { EffectiveRule } from '@portal/domain/jurisdictions/effective-rules';
import { portableReportOffer } from '@portal/domain/jurisdictions/portable-report';
import type {
  PreApplicationNotice,
  PreApplicationNoticeAcceptance,
} from '@portal/domain/schemas/pre-application-notice';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { termsAcceptances } from '../../db/schema/terms-acceptances.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { screeningAgencyOf } from '../decision/screening-agency.js';
import { placeOf } from '../documents/application-place.js';
import { readCurrentRevision } from '../documents/content-files.js';
import { fillTemplate, keepSections } from '../documents/markdown-text.js';
import { checkAcceptedAt } from '../documents/terms-acceptances.js';
import { getScreeningCriteria } from '../screening/screening-criteria.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { lawsOfCommunity } from './rule-overrides.js';

/** How an acceptance of the notice is kept among the terms acceptances (not a spec terms type). */
const NOTICE_TERMS_TYPE = 'pre_application_notice';

interface NoticeText {
  rule: EffectiveRule<'preApplicationNotice'>;
  html: string;
  /** The profile, the notice's revision and the criteria's: which text exactly was accepted. */
  revision: string;
}

/**
 * The notice the community's laws ask for before any fee (Washington's screening criteria notice,
 * California's written criteria), or null where none is: the state's paragraphs, then the community's
 * screening criteria. The markup is our own content files'; every inserted value is escaped.
 */
async function noticeFor(context: AppContext, access: TransactionAccess): Promise<NoticeText | null> {
  const [community] = await context.db
    .select()
    .from(communities)
    .where(eq(communities.id, access.transaction.communityId));
  if (!community) throw notFound('community_not_found');
  const { rules } = await lawsOfCommunity(context.db, community);
  const rule = rules.preApplicationNotice;
  if (!rule) return null;
  const [template, criteria, place] = await Promise.all([
    readCurrentRevision('pre-application-notice', 'html'),
    getScreeningCriteria(context, access),
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
    rule,
    html: `${notice}${criteria.html}`,
    revision: `${rule.from.id}:${template.id}+${criteria.current_revision.id}`,
  };
}

/** The caller's acceptance of this revision of the notice, if they gave it. */
async function acceptanceOf(db: Database | DatabaseTransaction, access: TransactionAccess, revision: string) {
  const [row] = await db
    .select({ acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(
      and(
        eq(termsAcceptances.transactionId, access.transaction.id),
        eq(termsAcceptances.applicantId, access.applicant.id),
        eq(termsAcceptances.type, NOTICE_TERMS_TYPE),
        eq(termsAcceptances.revision, revision),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** GET /api/transaction/{id}/pre-application-notice/: the notice the law here asks for before any fee. */
export async function getPreApplicationNotice(
  context: AppContext,
  access: TransactionAccess,
): Promise<PreApplicationNotice> {
  const notice = await noticeFor(context, access);
  if (!notice) return { required: false, notice: null, accepted_at: null };
  const accepted = await acceptanceOf(context.db, access, notice.revision);
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
 * POST /api/transaction/{id}/pre-application-notice/: the caller accepts the revision they read, kept with
 * its time, IP and browser among the terms acceptances. A revision that is no longer current is refused,
 * so what is kept is what was shown; accepting twice keeps the first record.
 */
export async function acceptPreApplicationNotice(
  context: AppContext,
  access: TransactionAccess,
  acceptance: PreApplicationNoticeAcceptance & { ipAddress: string; userAgent: string },
): Promise<{ created: boolean; notice: PreApplicationNotice }> {
  const notice = await noticeFor(context, access);
  if (!notice) throw new AppError('Conflict', 'pre_application_notice_not_required');
  if (acceptance.revision !== notice.revision) {
    throw new AppError('ValidationError', 'pre_application_notice_changed', {
      revision: ['pre_application_notice_changed'],
    });
  }
  const acceptedAt = checkAcceptedAt(context, access, acceptance.context.time);
  const created = await context.db.transaction(async (tx) => {
    // Serializes a double click, so the check below cannot race the insert.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${access.applicant.id}, hashtext(${`notice:${notice.revision}`}))`,
    );
    if (await acceptanceOf(tx, access, notice.revision)) return false;
    await tx.insert(termsAcceptances).values({
      transactionId: access.transaction.id,
      applicantId: access.applicant.id,
      type: NOTICE_TERMS_TYPE,
      revision: notice.revision,
      acceptedAt,
      ipAddress: acceptance.ipAddress,
      userAgent: acceptance.userAgent,
      createdAt: context.clock.now(),
    });
    return true;
  });
  return { created, notice: await getPreApplicationNotice(context, access) };
}

/** No fee is charged where the law asks for the notice first and the caller has not accepted it (400). */
export async function assertNoticeAcceptedBeforeFee(
  context: AppContext,
  access: TransactionAccess,
): Promise<void> {
  const notice = await noticeFor(context, access);
  if (notice && !(await acceptanceOf(context.db, access, notice.revision))) {
    throw new AppError('ValidationError', 'pre_application_notice_required', {
      pre_application_notice: ['pre_application_notice_required'],
    });
  }
}
