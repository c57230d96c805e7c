import type { CommunityJurisdictions } from '@portal/domain/schemas/community-jurisdictions';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { Field } from '@/components/ui/Field';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunityJurisdictions, useRuleOverride } from '@/features/staff-settings/api/admin-communities';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { formatMomentDate, spelledOutDate } from '@/lib/dates';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import { SettingsSection } from '../SettingsSection';
import { useSettingsAccess } from '../settings-access';
import styles from './CommunitySettings.module.css';

type Profile = CommunityJurisdictions['profiles'][number];
type Rule = Profile['rules'][number];

/**
 * Laws that apply: the profiles the community's address brings (federal, state, city), why each applies,
 * and each rule with its citation, the day it was read and what the portal does about it. The rules are
 * the portal's data, not the community's: an admin may only set one aside here, with a written reason.
 */
export function LawsSection({ community }: CommunitySectionProps) {
  const { t } = useTranslation();
  const laws = useCommunityJurisdictions(community.slug);
  const { isAdmin } = useSettingsAccess();
  return (
    <SettingsSection heading={t('communitySettings.sections.laws')} intro={t('communitySettings.laws.intro')}>
      {laws.isSuccess ? (
        <>
          {laws.data.profiles.map((profile) => (
            <ProfileRules key={profile.id} profile={profile} slug={community.slug} isAdmin={isAdmin} />
          ))}
          {laws.data.not_modelled.length > 0 ? (
            <>
              <h3>{t('communitySettings.laws.notModelled')}</h3>
              <ul>
                {laws.data.not_modelled.map((law) => (
                  <li key={law.place}>{t('communitySettings.laws.notModelledItem', law)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : (
        <QueryFallback query={laws} loadingLabel={t('communitySettings.laws.loading')} />
      )}
    </SettingsSection>
  );
}

function ProfileRules({ profile, slug, isAdmin }: { profile: Profile; slug: string; isAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <h3>{profile.name}</h3>
      <p className={styles.muted}>{t('communitySettings.laws.why', { reason: profile.reason })}</p>
      {profile.rules.map((rule) => (
        <details key={rule.key} className={styles.details}>
          <summary>{t(`communitySettings.laws.rules.${rule.key}`, { defaultValue: rule.key })}</summary>
          <p>{rule.summary}</p>
          <p className={styles.muted}>
            {t('communitySettings.laws.readOn', { cite: rule.cite, date: spelledOutDate(rule.read_on) })}{' '}
            <a href={rule.source} rel="noreferrer" target="_blank">
              {t('communitySettings.laws.source')}
            </a>
          </p>
          {rule.note ? (
            <p className={styles.muted}>{t('communitySettings.laws.note', { note: rule.note })}</p>
          ) : null}
          <p>{t('communitySettings.laws.portalDoes', { text: rule.portal_does })}</p>
          <RuleOverride slug={slug} profileId={profile.id} rule={rule} isAdmin={isAdmin} />
        </details>
      ))}
    </>
  );
}

/**
 * A rule an admin set aside for the community, with who, when and why; an admin sets one aside with a
 * written reason, or applies it again. Both are kept in the community's history.
 */
interface RuleOverrideProps {
  slug: string;
  profileId: string;
  rule: Rule;
  isAdmin: boolean;
}

function RuleOverride({ slug, profileId, rule, isAdmin }: RuleOverrideProps) {
  const { t } = useTranslation();
  const change = useRuleOverride(slug);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string[]>([]);
  const save = async (newReason: string | null) => {
    setFailure([]);
    try {
      await change.mutateAsync({ profileId, ruleKey: rule.key, reason: newReason });
      setReason('');
    } catch (problem) {
      setFailure([refusalMessage(problem, t('communitySettings.laws.setAsideFailed'))]);
    }
  };
  const busy = change.isPending || undefined;
  return (
    <>
      {rule.override ? (
        <p>
          <strong>
            {t('communitySettings.laws.setAside', {
              by: rule.override.by ?? t('communitySettings.laws.setAsideBy'),
              date: formatMomentDate(rule.override.at),
              reason: rule.override.reason,
            })}
          </strong>
        </p>
      ) : null}
      <ErrorList messages={failure} />
      {!isAdmin ? null : rule.override ? (
        <Button variant="secondary" onClick={() => void save(null)} aria-disabled={busy}>
          {t('communitySettings.laws.applyAgain')}
        </Button>
      ) : (
        <details className={styles.details}>
          <summary>{t('communitySettings.laws.setAsideOpen')}</summary>
          <Field
            label={t('communitySettings.laws.setAsideReason')}
            hint={t('communitySettings.laws.setAsideHint')}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <Button onClick={() => void save(reason)} aria-disabled={busy}>
            {t('communitySettings.laws.setAsideSave')}
          </Button>
        </details>
      )}
    </>
  );
}
