import { ScreeningCategory } from '@portal/domain/constants/screening-categories';
import { todayIn } from '@portal/domain/dates/calendar-date';
import type { DenialReason } from '@portal/domain/schemas/staff-decision';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { applicationDecisions } from '../../db/schema/application-decisions.js';
import { communities } from '../../db/schema/communities.js';
import { screeningResults, screenings } from '../../db/schema/screenings.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { notFound } from '../../lib/app-error.js';
import { documentText } from '../../messages/documents-text.js';
import { markdownToPdf } from '../documents/markdown-pdf.js';
import type { AuthenticatedSession } from '../sessions/sessions.js';
import { accessTransaction } from '../transactions/transaction-access.js';
import { adverseActionNoticeText, creditPlayedAPart } from './adverse-action-notice.js';
import { screeningAgencyOf } from './screening-agency.js';

/**
 * GET /api/transactions/{id}/aan-document/: the adverse action notice of a denied application, or of a
 * conditional approval the credit report caused, for the applicant it concerns alone. Anyone else, a staff
 * member impersonating them included, and any other application get 404.
 */
export async function adverseActionNoticePdf(
  context: AppContext,
  session: AuthenticatedSession,
  transactionId: number,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const { db, clock } = context;
  if (session.impersonatorUserId !== null) throw notFound('notice_not_found');
  const { transaction, applicant } = await accessTransaction(db, transactionId, session.userId);
  const [decision] = await db
    .select()
    .from(applicationDecisions)
    .where(eq(applicationDecisions.transactionId, transaction.id))
    .orderBy(desc(applicationDecisions.createdAt), desc(applicationDecisions.id))
    .limit(1);
  if (!decision || (decision.decision !== 'deny' && decision.decision !== 'conditionally_approve')) {
    throw notFound('notice_not_found');
  }
  const creditMatters = creditPlayedAPart(decision.decision, decision.reasons, decision.recommendation);
  if (decision.decision === 'conditionally_approve' && !creditMatters) throw notFound('notice_not_found');

  const [[place], [person], [credit]] = await Promise.all([
    db
      .select({ community: communities, unitNumber: units.unitNumber })
      .from(communities)
      .innerJoin(units, eq(units.id, transaction.unitId))
      .where(eq(communities.id, transaction.communityId)),
    db.select().from(users).where(eq(users.id, session.userId)),
    db
      .select({ result: screeningResults, screenedAt: screenings.createdAt })
      .from(screeningResults)
      .innerJoin(screenings, eq(screenings.id, screeningResults.screeningId))
      .where(
        and(
          eq(screenings.applicantId, applicant.id),
          eq(screeningResults.category, ScreeningCategory.Credit),
        ),
      ),
  ]);
  if (!place || !person) throw notFound('notice_not_found');
  const { community } = place;
  const text = adverseActionNoticeText({
    applicantName: `${person.firstName} ${person.lastName}`,
    community: {
      displayName: community.displayName,
      address: community.normalizedStreetAddress,
      phone: community.contactPhone,
    },
    home: documentText(person.language, 'home', {
      building: community.buildingName || community.normalizedStreetAddress,
      unit: place.unitNumber,
    }),
    decidedOn: todayIn(community.timezone, decision.createdAt),
    decision: decision.decision,
    reasons: decision.reasons as DenialReason[],
    note: decision.note,
    additionalDeposit:
      decision.additionalDepositCents !== null && decision.additionalDepositKind
        ? { amountCents: decision.additionalDepositCents, kind: decision.additionalDepositKind }
        : null,
    agency: screeningAgencyOf(context, community),
    credit:
      creditMatters && credit
        ? {
            score: credit.result.creditScore,
            scoredOn: todayIn(community.timezone, credit.screenedAt),
            factors: credit.result.scoreFactors,
          }
        : null,
    language: person.language,
  });
  const pdf = await markdownToPdf(text, {
    title: documentText(person.language, 'aan_title'),
    now: clock.now(),
  });
  return { pdf, filename: `adverse-action-notice-${transaction.id}.pdf` };
}
