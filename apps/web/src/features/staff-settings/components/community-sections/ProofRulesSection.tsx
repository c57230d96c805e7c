import { Fragment } from 'react';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { PROOF_RULE_STREAMS, proofRuleRows } from '@/features/staff-settings/lib/proof-rules-form';
import { useTranslation } from '@/lib/i18n';
import { useRowPanels } from '../use-row-panels';
import styles from './CommunitySections.module.css';
import { type ProofRulePanelKind, ProofRulesTable } from './ProofRulesTable';
import { SectionFrame } from './SectionFrame';

/**
 * The proof documents of every type an applicant adds by hand (the community's
 * `financial_documents_validations`), under Income, Assets and Housing vouchers: each type's rule as
 * applicants meet it, built in or customised, with Customise or Edit, and Reset for a customised one.
 */
export function ProofRulesSection({ community, save }: CommunitySectionProps) {
  const { t } = useTranslation();
  const panels = useRowPanels<ProofRulePanelKind>();
  const rows = proofRuleRows(community.settings);
  return (
    <SectionFrame
      heading={t('communitySections.proofRules.heading')}
      intro={t('communitySections.proofRules.intro')}
      panels={panels}
    >
      {PROOF_RULE_STREAMS.map((stream) => (
        <Fragment key={stream}>
          <h3 className={styles.groupHeading}>{t(`communitySections.proofRules.groups.${stream}`)}</h3>
          <ProofRulesTable
            community={community}
            save={save}
            panels={panels}
            stream={stream}
            rows={rows.filter((row) => row.rule.stream_type === stream)}
          />
        </Fragment>
      ))}
    </SectionFrame>
  );
}
