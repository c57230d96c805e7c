import type { SetAsideRule } from '@portal/domain/jurisdictions/effective-rules';
import type { JurisdictionId, RuleKey } from '@portal/domain/jurisdictions/jurisdiction-profile';
import type { RuleOverride, RuleOverrideRequest } from '@portal/domain/schemas/rule-overrides';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { jurisdictionRuleOverrides } from '../../db/schema/jurisdictions.js';
import { users } from '../../db/schema/users.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordSettingsChange } from '../admin/settings-audit.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { findStaffCommunity, requireCompanyAdmin } from '../staff/staff-member.js';
import { communityJurisdiction } from './community-jurisdiction.js';

/** The rules set aside for a community, with who did it and why. */
export async function ruleOverridesOf(
  db: Database | DatabaseTransaction,
  communityId: number,
): Promise<(RuleOverride & SetAsideRule)[]> {
  const rows = await db
    .select({ row: jurisdictionRuleOverrides, firstName: users.firstName, lastName: users.lastName })
    .from(jurisdictionRuleOverrides)
    .leftJoin(users, eq(users.id, jurisdictionRuleOverrides.createdByUserId))
    .where(eq(jurisdictionRuleOverrides.communityId, communityId));
  return rows.map(({ row, firstName, lastName }) => ({
    profileId: row.profileId as JurisdictionId,
    ruleKey: row.ruleKey as RuleKey,
    profile_id: row.profileId,
    rule_key: row.ruleKey,
    reason: row.reason,
    by: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    at: row.createdAt.toISOString(),
  }));
}

/** The community's laws as they hold for it: its place's, less what an admin set aside. */
export async function lawsOfCommunity(
  db: Database | DatabaseTransaction,
  community: { id: number; normalizedStreetAddress: string },
) {
  return communityJurisdiction(community.normalizedStreetAddress, await ruleOverridesOf(db, community.id));
}

/** Only a company admin sets a law aside, and only for one of the company's communities (else 404). */
async function adminCommunity(context: AppContext, session: SignedInSession, slug: string) {
  const staff = await requireCompanyAdmin(context.db, session, 'law_overrides_admins_only');
  const community = await findStaffCommunity(context.db, staff, slug);
  return { staff, community };
}

/**
 * PUT /api/admin/communities/{slug}/jurisdictions/overrides/: marks one rule of a profile that applies to
 * the community as not applying to it, with the admin's reason; a second PUT rewrites the reason. One
 * transaction with its audit row.
 */
export async function setRuleOverride(
  context: AppContext,
  session: SignedInSession,
  slug: string,
  request: RuleOverrideRequest,
): Promise<RuleOverride> {
  const { staff, community } = await adminCommunity(context, session, slug);
  const { applicable } = communityJurisdiction(community.normalizedStreetAddress);
  const known = applicable.profiles.some(
    ({ profile }) => profile.id === request.profile_id && request.rule_key in profile.rules,
  );
  if (!known) throw new AppError('ValidationError', 'rule_unknown', { rule_key: ['rule_unknown'] });
  const where = and(
    eq(jurisdictionRuleOverrides.communityId, community.id),
    eq(jurisdictionRuleOverrides.profileId, request.profile_id),
    eq(jurisdictionRuleOverrides.ruleKey, request.rule_key),
  );
  await context.db.transaction(async (tx) => {
    const [before] = await tx.select().from(jurisdictionRuleOverrides).where(where).for('update');
    const values = {
      reason: request.reason,
      createdByUserId: session.userId,
      createdAt: context.clock.now(),
    };
    await tx
      .insert(jurisdictionRuleOverrides)
      .values({
        communityId: community.id,
        profileId: request.profile_id,
        ruleKey: request.rule_key,
        ...values,
      })
      .onConflictDoUpdate({
        target: [
          jurisdictionRuleOverrides.communityId,
          jurisdictionRuleOverrides.profileId,
          jurisdictionRuleOverrides.ruleKey,
        ],
        set: values,
      });
    await recordSettingsChange(tx, context, {
      session,
      staff,
      communityId: community.id,
      action: 'jurisdiction_rule.set_aside',
      before: before ? { ...request, reason: before.reason } : null,
      after: { ...request },
    });
  });
  const saved = (await ruleOverridesOf(context.db, community.id)).find(
    (override) => override.profile_id === request.profile_id && override.rule_key === request.rule_key,
  );
  if (!saved) throw notFound('rule_override_not_found');
  const { profileId: _profile, ruleKey: _rule, ...override } = saved;
  return override;
}

/** DELETE …/jurisdictions/overrides/{profileId}/{ruleKey}/: the rule applies again; audited. */
export async function withdrawRuleOverride(
  context: AppContext,
  session: SignedInSession,
  slug: string,
  rule: { profileId: string; ruleKey: string },
): Promise<void> {
  const { staff, community } = await adminCommunity(context, session, slug);
  await context.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(jurisdictionRuleOverrides)
      .where(
        and(
          eq(jurisdictionRuleOverrides.communityId, community.id),
          eq(jurisdictionRuleOverrides.profileId, rule.profileId),
          eq(jurisdictionRuleOverrides.ruleKey, rule.ruleKey),
        ),
      )
      .returning();
    if (!removed) throw notFound('rule_override_not_found');
    await recordSettingsChange(tx, context, {
      session,
      staff,
      communityId: community.id,
      action: 'jurisdiction_rule.applies_again',
      before: { profile_id: removed.profileId, rule_key: removed.ruleKey, reason: removed.reason },
    });
  });
}
